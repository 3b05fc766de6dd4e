/** A colour as red, green and blue from 0 to 255, and its opacity from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads `#rgb`, `#rrggbb`, `rgb(r g b)`, `rgb(r g b / 50%)` and `rgba(r, g, b, 0.5)`. */
export function parseColor(text: string): Rgba {
  const value = text.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ];
    return { r, g, b, a: 1 };
  }
  const parts = /^rgba?\(([^)]*)\)$/i
    .exec(value)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (parts && (parts.length === 3 || parts.length === 4)) {
    const [r, g, b] = parts.slice(0, 3).map(Number) as [number, number, number];
    const alpha = parts[3];
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? parseFloat(alpha) / 100 : Number(alpha);
    if ([r, g, b, a].every(Number.isFinite)) return { r, g, b, a };
  }
  throw new Error(`Not a colour this check reads: ${text}`);
}

/** A translucent colour laid over an opaque one: what the eye sees. */
export function over(top: Rgba, below: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

/** WCAG 2.2's relative luminance of an opaque colour, from 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2's contrast ratio of two luminances or opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba | number, second: Rgba | number): number {
  const [a, b] = [first, second].map((colour) =>
    typeof colour === 'number' ? colour : relativeLuminance(colour),
  ) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
