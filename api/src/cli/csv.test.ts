import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes cells holding commas, quotes or line breaks, and doubles the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Doral, FL')).toBe('"Doral, FL"');
    expect(csvCell('The "Gala" kit')).toBe('"The ""Gala"" kit"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps spreadsheets from running a visitor’s formula, but leaves phone numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd|/C calc!A0')).toBe("'+cmd|/C calc!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+1 (305) 555-0199')).toBe('+1 (305) 555-0199');
    expect(csvCell('-5')).toBe('-5');
  });

  it('writes CRLF rows after a UTF-8 byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['Élise', 'x,y'],
      ]),
    ).toBe('\uFEFFa,b\r\nÉlise,"x,y"\r\n');
  });
});
