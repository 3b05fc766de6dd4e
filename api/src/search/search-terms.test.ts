import { describe, expect, it } from 'vitest';
import { MATCHES_NOTHING, tsqueryText, wordAlternative } from './search-terms.ts';

describe('the text search queries of a term', () => {
  const generator = wordAlternative([
    { text: 'generator', prefix: true },
    { text: 'generat', prefix: false },
  ]);
  const wirelessMicrophone = [
    [{ text: 'wireless', prefix: false }],
    [
      { text: 'microphone', prefix: false },
      { text: 'microphon', prefix: false },
    ],
  ];

  it('writes each way a word is found, any of them', () => {
    expect(tsqueryText([generator])).toBe("('generator':* | 'generat')");
    expect(tsqueryText([generator, wirelessMicrophone])).toBe(
      "('generator':* | 'generat') | ('wireless' & ('microphone' | 'microphon'))",
    );
  });

  it('matches nothing when a term has no way to be found', () => {
    expect(tsqueryText([])).toBe(MATCHES_NOTHING);
  });

  it('quotes what the query syntax would read as operators', () => {
    expect(tsqueryText([wordAlternative([{ text: "o'neil", prefix: false }])])).toBe("'o''neil'");
    expect(tsqueryText([wordAlternative([{ text: 'a\\b', prefix: false }])])).toBe("'a\\\\b'");
  });
});
