import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION, stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { serverPage } from '@rental/shared/testing/server-rendering.tsx';
import { CONTENT_NS } from '../../../i18n/content-i18n.ts';
import { contentBundles } from '../../../testing/content-bundles.ts';
import { WIDE_SLIDER_QUERY } from './slider-logic.ts';
import { TestimonialSlider } from './testimonial-slider.tsx';

const visibleNames = () =>
  screen
    .getAllByTestId('testimonial')
    .filter((slide) => slide.dataset.visible === 'true')
    .map((slide) => slide.querySelector('strong')?.textContent);

const renderSlider = () => {
  render(<TestimonialSlider />);
  return screen.getByRole('region', { name: 'Client testimonials' });
};

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TestimonialSlider', () => {
  it('leaves every slide readable, in a row that scrolls, until its script takes over', async () => {
    const page = await serverPage(<TestimonialSlider />);
    const slides = within(page).getAllByRole('group');
    expect(slides).toHaveLength(7);
    for (const slide of slides) expect(slide).not.toHaveAttribute('inert');
    expect(slides[0]?.parentElement?.parentElement).not.toHaveAttribute('data-controlled');
  });

  it('is a labelled carousel of seven slides, four visible on wide screens and one on narrow ones', () => {
    const media = stubMediaQueries([WIDE_SLIDER_QUERY]);
    const carousel = renderSlider();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByTestId('testimonial')).toHaveLength(7);
    expect(screen.getAllByTestId('testimonial')[0]).toHaveAttribute('aria-label', '1 of 7');
    expect(visibleNames()).toEqual(['Renata Salgado', 'Marcus Lee', 'Ana Lucía Pérez', 'David Chen']);
    act(() => media.set(WIDE_SLIDER_QUERY, false));
    expect(visibleNames()).toEqual(['Renata Salgado']);
  });

  it('plays by itself, pauses on hover and on focus, and resumes after', () => {
    vi.useFakeTimers();
    stubMediaQueries();
    const carousel = renderSlider();
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleNames()).toEqual(['Marcus Lee']);

    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleNames()).toEqual(['Marcus Lee']);
    fireEvent.mouseLeave(carousel);

    const next = screen.getByRole('button', { name: 'Next testimonial' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleNames()).toEqual(['Marcus Lee']);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleNames()).toEqual(['Ana Lucía Pérez']);
  });

  it('moves with the buttons and the arrow keys, and hides the slides out of view', () => {
    stubMediaQueries();
    const carousel = renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(visibleNames()).toEqual(['Thomas Reid']);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(visibleNames()).toEqual(['Renata Salgado']);
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(visibleNames()).toEqual(['Thomas Reid']);
    const hidden = screen.getAllByTestId('testimonial')[0];
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
  });

  it('can be stopped for good, and does not play by itself with reduced motion', () => {
    vi.useFakeTimers();
    stubMediaQueries([REDUCED_MOTION]);
    renderSlider();
    const stop = screen.getByRole('button', { name: 'Stop automatic sliding' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleNames()).toEqual(['Renata Salgado']);

    fireEvent.click(stop);
    expect(stop).toHaveAttribute('aria-pressed', 'false');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleNames()).toEqual(['Marcus Lee']);
  });
});
