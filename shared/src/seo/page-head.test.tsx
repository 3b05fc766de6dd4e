import { act } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, useTestI18n } from '../testing/render-page.tsx';
import { PageHead } from './page-head.tsx';

const head = () => document.head;
const meta = (selector: string) => head().querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const origin = window.location.origin;

beforeAll(() => useTestI18n('seo-test', { en: { x: 'x' }, ht: { x: 'x' }, es: { x: 'x' }, fr: { x: 'x' } }));
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('page head', () => {
  it('puts one title, description, canonical address and link-preview tags into <head>', () => {
    renderRoute(<PageHead title="Equipment" description="Rent lighting and sound." />, {
      path: '/equipments/?mf=catalogue:canary&query=led',
      pattern: '/equipments',
    });
    expect(head().querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Equipment | Doral Production Rentals');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('name="description"')).toBe('Rent lighting and sound.');
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/equipments`);
    expect(meta('property="og:title"')).toBe('Equipment');
    expect(meta('property="og:description"')).toBe('Rent lighting and sound.');
    expect(meta('property="og:url"')).toBe(`${origin}/equipments`);
    expect(meta('property="og:site_name"')).toBe('Doral Production Rentals');
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:locale"')).toBe('en_US');
    expect(meta('property="og:image"')).toBe(`${origin}/api/v1/media/home/hero-still.webp`);
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="robots"')).toBeUndefined();
  });

  it('names the page in every language', () => {
    renderRoute(<PageHead title="About" description="Who we are." />, { path: '/about-us' });
    const alternates = [...head().querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${origin}/about-us`],
      ['ht', `${origin}/about-us?lang=ht`],
      ['es', `${origin}/about-us?lang=es`],
      ['fr', `${origin}/about-us?lang=fr`],
      ['x-default', `${origin}/about-us`],
    ]);
  });

  it('files a translation under its own address', async () => {
    renderRoute(<PageHead title="About" description="Who we are." />, { path: '/about-us' });
    await act(() => i18next.changeLanguage('fr'));
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/about-us?lang=fr`,
    );
    expect(meta('property="og:locale"')).toBe('fr_FR');
  });

  it("uses the page's own picture when link previews can show it", () => {
    renderRoute(<PageHead title="Truck" description="A truck." image="/media/packages/truck.jpg" />);
    expect(meta('property="og:image"')).toBe(`${origin}/api/v1/media/packages/truck.jpg`);
  });

  it('keeps a not-found page out of search results, with no address to file', () => {
    renderRoute(<PageHead title="Page not found" description="Nothing here." noindex />, { path: '/nope' });
    expect(document.title).toBe('Page not found | Doral Production Rentals');
    expect(meta('name="robots"')).toBe('noindex');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('leaves <head> when the page goes', () => {
    const { unmount } = renderRoute(<PageHead title="Services" description="What we do." />);
    unmount();
    expect(head().querySelector('title, meta[name="description"], link[rel="canonical"]')).toBeNull();
  });
});
