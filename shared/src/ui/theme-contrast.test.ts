import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColor, type Rgba } from '../testing/contrast.ts';

/** The custom properties of theme.css's `:root`, as written there. */
function themeColours(): Record<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
}

const theme = themeColours();
const colour = (name: string): Rgba => {
  const value = theme[name];
  if (value === undefined) throw new Error(`theme.css has no --${name}`);
  return parseColor(value);
};

/** WCAG 1.4.3 (text) and 1.4.11 (the parts of controls and graphics one needs to see, focus rings). */
const TEXT = 4.5;
const NON_TEXT = 3;

interface Pair {
  where: string;
  fg: string;
  bg: string;
  /** A translucent layer between the two, e.g. the tag's tint. */
  tint?: string;
  min: number;
}

const SURFACES = [
  ['bg', 'the page'],
  ['surface', 'cards, panels, fields and the cart sidebar'],
  ['surface-2', 'hovered rows, the toast, the date picker and the mega menu selection'],
] as const;

const onEverySurface = (fg: string, min: number, what: string): Pair[] =>
  SURFACES.map(([bg, where]) => ({ where: `${what} on ${where}`, fg, bg, min }));

const PAIRS: Pair[] = [
  ...onEverySurface('text', TEXT, 'body text, headings and control labels'),
  ...onEverySurface('text-muted', TEXT, 'secondary text: kickers, hints, summaries, captions'),
  ...onEverySurface('accent', TEXT, 'links, the active nav link and accent headings'),
  ...onEverySurface('accent-strong', TEXT, 'hovered links and the package items toggle'),
  ...onEverySurface('danger', TEXT, 'error messages'),
  { where: 'text on the hovered date picker day', fg: 'text', bg: 'border', min: TEXT },
  { where: 'primary buttons, cart badge, brand mark, skip link', fg: 'on-accent', bg: 'accent', min: TEXT },
  { where: 'hovered primary buttons', fg: 'on-accent', bg: 'accent-strong', min: TEXT },
  {
    where: 'project and category tags (accent on a 14% accent tint over a card)',
    fg: 'accent',
    bg: 'surface',
    tint: 'rgb(245 165 36 / 14%)',
    min: TEXT,
  },
  ...onEverySurface('control-border', NON_TEXT, 'the edge of inputs, selects and steppers'),
  ...onEverySurface('focus', NON_TEXT, 'the focus ring'),
  ...onEverySurface('danger', NON_TEXT, 'the edge of an invalid field'),
  ...onEverySurface('accent', NON_TEXT, 'the checked delivery choice, the today ring and the progress arc'),
  { where: 'the progress arc on its track', fg: 'accent', bg: 'surface-2', min: NON_TEXT },
  { where: 'the added-to-cart tick and border on the toast', fg: 'success', bg: 'surface-2', min: NON_TEXT },
];

describe('the dark theme meets WCAG AA contrast', () => {
  for (const { where, fg, bg, tint, min } of PAIRS) {
    it(`${where}: --${fg} on --${bg}, at least ${min}:1`, () => {
      const background = tint ? over(parseColor(tint), colour(bg)) : colour(bg);
      expect(contrastRatio(colour(fg), background)).toBeGreaterThanOrEqual(min);
    });
  }

  it('the surfaces are opaque, so the pairs above are what the eye sees', () => {
    for (const [name] of SURFACES) expect(colour(name).a).toBe(1);
  });
});

describe('the contrast arithmetic', () => {
  it('gives the ratios WCAG lists for known pairs', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColor('rgb(118 118 118)'), parseColor('#fff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor('#f4f4f5'), parseColor('#f4f4f5'))).toBe(1);
  });

  it('lays a translucent colour over an opaque one', () => {
    expect(over(parseColor('rgb(255 255 255 / 50%)'), parseColor('#000000'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
    expect(parseColor('rgba(10, 20, 30, 0.25)')).toEqual({ r: 10, g: 20, b: 30, a: 0.25 });
    expect(() => parseColor('tomato')).toThrow(/Not a colour/);
  });
});
