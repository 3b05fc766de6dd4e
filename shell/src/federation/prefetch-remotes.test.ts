import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMOTE_FAILURE } from '@rental/shared/seams/global-slots.ts';
import { PREFETCH_MODULE_ATTRIBUTE } from './prefetch-attribute.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn((): Promise<unknown> => Promise.resolve({})) }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { prefetchLikelyPages } = await import('./prefetch-remotes.ts');

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

const point = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

/** The module fetched and run through the remote's own runtime. */
const fetchedThroughTheRuntime = (id: string) => [id];

beforeAll(() => {
  prefetchLikelyPages();
});

afterEach(() => {
  document.body.replaceChildren();
  runtime.loadRemote.mockClear();
});

describe('prefetching the next page', () => {
  it('fetches no other page on a guess once the first page has loaded', () => {
    link('/equipments');
    window.dispatchEvent(new Event('load'));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('fetches the module of a link the visitor points at through its remote, once', () => {
    const detail = link('/packages/4/show');
    point(detail);
    point(detail);
    expect(runtime.loadRemote.mock.calls).toEqual([fetchedThroughTheRuntime('mf_catalogue/package-detail')]);
  });

  it('fetches the module of a link reached with the keyboard', () => {
    link('/request-quote').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(runtime.loadRemote.mock.calls).toEqual([fetchedThroughTheRuntime('mf_cart_quote/request-quote')]);
  });

  it('ignores links to other sites and to addresses that are no page', () => {
    point(link('https://www.instagram.com/doralproductionrentals'));
    point(link('/no-such-page'));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('tries again at the next intent when the remote could not be fetched', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ [REMOTE_FAILURE]: { id: 'x', reason: 'offline' } });
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    const services = link('/services');
    point(services);
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    point(services);
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    point(services);
    point(services);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });
});

describe('prefetching a part of the page', () => {
  it('fetches the module of a control that opens it, at a pointer, a touch or the keyboard, once', () => {
    const button = document.createElement('button');
    button.setAttribute(PREFETCH_MODULE_ATTRIBUTE, 'mf_cart_quote/cart-sidebar');
    const icon = button.appendChild(document.createElement('span'));
    document.body.append(button);
    point(icon);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(runtime.loadRemote.mock.calls).toEqual([fetchedThroughTheRuntime('mf_cart_quote/cart-sidebar')]);
  });
});
