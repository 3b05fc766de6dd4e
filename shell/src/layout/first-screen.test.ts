import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenHtml } from '@rental/shared/site/first-screen.ts';
import { FIRST_SCREEN_LONGEST_MS, removeFirstScreenOnceDrawn } from './first-screen.ts';

const PICTURE = '/api/v1/media/equipment/led-panels.svg';
const layer = () => document.getElementById('first-screen');
/** Lets the observer's callbacks and a settled decode run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('removing the server-written first screen', () => {
  let region: HTMLDivElement;
  let decoded: () => void;

  beforeEach(() => {
    region = document.createElement('div');
    document.body.append(region);
    // jsdom draws no pictures: each test says when the page's copy is decoded.
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const writeLayer = (content: Parameters<typeof firstScreenHtml>[1]) =>
    document.body.insertAdjacentHTML('afterbegin', firstScreenHtml('/api/v1', content));

  it('goes at once when it holds no picture the page draws again (the home hero, the bar alone)', () => {
    writeLayer({ kind: 'home' });
    removeFirstScreenOnceDrawn(region);
    expect(layer()).toBeNull();
  });

  it('stays while the page loads, then until the page’s own copy of the picture is decoded', async () => {
    writeLayer({ kind: 'item', picture: PICTURE });
    region.innerHTML = '<div aria-busy="true">loading</div>';
    removeFirstScreenOnceDrawn(region);
    await settle();
    expect(layer()).not.toBeNull();

    region.innerHTML = `<article><img src="${PICTURE}" alt=""><h1>ARRI SkyPanel S30-C</h1></article>`;
    await settle();
    expect(layer()).not.toBeNull();

    decoded();
    await settle();
    expect(layer()).toBeNull();
  });

  it('goes as soon as the page is no longer busy when it draws no such picture (an item that is gone)', async () => {
    writeLayer({ kind: 'item', picture: PICTURE });
    region.innerHTML = '<div aria-busy="true">loading</div>';
    removeFirstScreenOnceDrawn(region);
    region.innerHTML = '<section><h1>Not found</h1></section>';
    await settle();
    expect(layer()).toBeNull();
  });

  it('never stays longer than its limit, and goes when the page leaves first', () => {
    vi.useFakeTimers();
    try {
      writeLayer({ kind: 'item', picture: PICTURE });
      region.innerHTML = '<div aria-busy="true">loading</div>';
      removeFirstScreenOnceDrawn(region);
      vi.advanceTimersByTime(FIRST_SCREEN_LONGEST_MS - 1);
      expect(layer()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(layer()).toBeNull();

      writeLayer({ kind: 'item', picture: PICTURE });
      const leave = removeFirstScreenOnceDrawn(region);
      expect(layer()).not.toBeNull();
      leave();
      expect(layer()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
