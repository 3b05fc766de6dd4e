import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION, stubMediaQueries } from '@rental/shared/testing/media-queries.ts';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../../i18n/content-i18n.ts';
import { contentBundles } from '../../testing/content-bundles.ts';
import { stubIntersectionObserver } from '../../testing/intersection-observer.ts';
import { CounterGrid } from './counter-grid.tsx';

const items = [
  { id: 'years', target: 15, label: 'Years of experience' },
  { id: 'projects', target: 1250, suffix: '+', label: 'Completed projects' },
];

const shown = () => screen.getAllByTestId('counter-value').map((element) => element.textContent);

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CounterGrid', () => {
  it('stays at 0 until it scrolls into view, then ends at every target', () => {
    vi.useFakeTimers();
    stubMediaQueries();
    const scrollIntoView = stubIntersectionObserver();
    render(<CounterGrid items={items} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toEqual(['0', '0+']);

    act(() => scrollIntoView());
    act(() => vi.advanceTimersByTime(3100));
    expect(shown()).toEqual(['15', '1,250+']);
  });

  it('gives screen readers the final numbers and labels from the start', () => {
    stubMediaQueries();
    stubIntersectionObserver();
    render(<CounterGrid items={items} />);
    expect(screen.getByText('1,250+', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('Completed projects')).toBeInTheDocument();
  });

  it('shows the targets without counting when the visitor prefers reduced motion', () => {
    stubMediaQueries([REDUCED_MOTION]);
    stubIntersectionObserver();
    render(<CounterGrid items={items} />);
    expect(shown()).toEqual(['15', '1,250+']);
  });
});
