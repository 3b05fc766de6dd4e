import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(() => Promise.resolve()) }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { prefetchLikelyPages } = await import('./prefetch-remotes.ts');

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

beforeAll(() => {
  prefetchLikelyPages();
});

afterEach(() => {
  document.body.replaceChildren();
  runtime.preloadRemote.mockClear();
});

describe('prefetching the next page', () => {
  it('fetches no other page on a guess once the first page has loaded', () => {
    link('/equipments');
    window.dispatchEvent(new Event('load'));
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('fetches the remote of a link the visitor points at, once', () => {
    const detail = link('/packages/4/show');
    detail.dispatchEvent(new Event('pointerover', { bubbles: true }));
    detail.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_catalogue', exposes: ['./package-detail'], resourceCategory: 'sync' },
    ]);
  });

  it('fetches the remote of a link reached with the keyboard', () => {
    link('/request-quote').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mf_cart_quote', exposes: ['./request-quote'], resourceCategory: 'sync' },
    ]);
  });

  it('ignores links to other sites and to addresses that are no page', () => {
    link('https://www.instagram.com/doralproductionrentals').dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    link('/no-such-page').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });
});
