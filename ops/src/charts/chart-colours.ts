/**
 * The charts' colours on the console's dark surface: stable and canary differ in hue and in line (solid,
 * thicker), the limit is dashed, so none of them is told apart by colour alone (WCAG 1.4.1). Each passes
 * 3:1 against the surface (WCAG 1.4.11).
 */
export const CHART_COLOURS = {
  stable: '#93c5fd',
  canary: '#f5a524',
  limit: '#f87171',
  event: '#d4d4d8',
  axis: '#b4b4bd',
  grid: '#3a3a44',
  /** The minute still being counted, a shade on the plot's background. */
  counting: 'rgb(255 255 255 / 6%)',
} as const;
