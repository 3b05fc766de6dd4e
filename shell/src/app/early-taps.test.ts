import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEarlyTaps, EARLY_TAPS_GLOBAL } from './early-taps.ts';

const slot = window as unknown as Record<string, Element[] | undefined>;

describe('taps kept before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
    delete slot[EARLY_TAPS_GLOBAL];
  });

  it('are made again once the layout is hydrated, in order, on the same elements', () => {
    document.body.innerHTML =
      '<button id="first">First</button><form><button id="second">Second</button></form>';
    const first = document.getElementById('first')!;
    const form = document.querySelector('form')!;
    const answered: string[] = [];
    first.addEventListener('click', () => answered.push('first'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      answered.push('form');
    });
    slot[EARLY_TAPS_GLOBAL] = [first, form];
    answerEarlyTaps();
    expect(answered).toEqual(['first', 'form']);
    expect(document.documentElement).toHaveAttribute('data-hydrated', 'true');
    expect(slot[EARLY_TAPS_GLOBAL]).toEqual([]);
  });

  it('in a remote’s region wait for that region, hydrated after the layout', () => {
    document.body.innerHTML =
      '<button id="menu">Menu</button><div data-remote="catalogue"><button id="add">Add</button></div>';
    const answered: string[] = [];
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => answered.push(button.id));
    slot[EARLY_TAPS_GLOBAL] = [document.getElementById('add')!, document.getElementById('menu')!];
    answerEarlyTaps();
    expect(answered).toEqual(['menu']);
    const region = document.querySelector('[data-remote]')!;
    answerEarlyTaps(region);
    expect(answered).toEqual(['menu', 'add']);
    expect(region).toHaveAttribute('data-hydrated', 'true');
  });

  it('skip a control the page no longer has, and are made only once', () => {
    document.body.innerHTML = '<button>Kept</button>';
    const kept = document.querySelector('button')!;
    const gone = document.createElement('button');
    const goneClick = vi.fn();
    gone.addEventListener('click', goneClick);
    const keptClick = vi.fn();
    kept.addEventListener('click', keptClick);
    slot[EARLY_TAPS_GLOBAL] = [gone, kept];
    answerEarlyTaps();
    answerEarlyTaps();
    expect(goneClick).not.toHaveBeenCalled();
    expect(keptClick).toHaveBeenCalledTimes(1);
  });

  it('are none on a page whose inline script kept nothing', () => {
    expect(() => answerEarlyTaps()).not.toThrow();
  });
});
