import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, metaDescription } from './meta-description.ts';

describe('meta descriptions', () => {
  it('keep a short text as one line', () => {
    expect(metaDescription('  An LED panel,\n  daylight   balanced. ')).toBe(
      'An LED panel, daylight balanced.',
    );
  });

  it('cut a long text at the last whole word, with an ellipsis, within the limit', () => {
    const text = `${'Word '.repeat(40)}end.`;
    const summary = metaDescription(text);
    expect(summary.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(summary).toMatch(/ Word…$/);
  });

  it('drop trailing punctuation before the ellipsis', () => {
    expect(metaDescription('Lights, stands, cables, more gear', 24)).toBe('Lights, stands, cables…');
  });

  it('cut inside a word only when there is no space to cut at', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
