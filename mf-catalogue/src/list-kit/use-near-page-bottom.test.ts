import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearPageBottom } from './use-near-page-bottom.ts';

function layout({ pageHeight, scrollY }: { pageHeight: number; scrollY: number }) {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(pageHeight);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function scroll() {
  window.dispatchEvent(new Event('scroll'));
  await nextFrame();
}

describe('useNearPageBottom', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for more when a scroll ends within 200 px of the page bottom', async () => {
    layout({ pageHeight: 3000, scrollY: 1500 });
    const onNear = vi.fn();
    renderHook(() => useNearPageBottom(onNear, true));
    await scroll();
    expect(onNear).not.toHaveBeenCalled();
    layout({ pageHeight: 3000, scrollY: 2000 });
    await scroll();
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('does nothing while inactive (a load runs, or no page is left)', async () => {
    layout({ pageHeight: 3000, scrollY: 2200 });
    const onNear = vi.fn();
    renderHook(() => useNearPageBottom(onNear, false));
    await scroll();
    expect(onNear).not.toHaveBeenCalled();
  });

  it('fills a page too short to scroll, but waits for a scroll on a long one', async () => {
    layout({ pageHeight: 900, scrollY: 0 });
    const short = vi.fn();
    renderHook(() => useNearPageBottom(short, true));
    await nextFrame();
    expect(short).toHaveBeenCalledTimes(1);

    layout({ pageHeight: 3000, scrollY: 2200 });
    const long = vi.fn();
    renderHook(() => useNearPageBottom(long, true));
    await nextFrame();
    expect(long).not.toHaveBeenCalled();
  });

  it('turns scroll anchoring off while the list is on the page', () => {
    const { unmount } = renderHook(() => useNearPageBottom(() => undefined, false));
    expect(document.body.style.overflowAnchor).toBe('none');
    unmount();
    expect(document.body.style.overflowAnchor).toBe('');
  });
});
