import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five characters HTML and XML reserve into references', () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
    expect(escapeHtml('<b>"Tom" & \'Jerry\'</b>')).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });

  it('leaves every other character as it is, an ampersand already escaped included', () => {
    expect(escapeHtml('Crème brûlée – 10 % &amp;')).toBe('Crème brûlée – 10 % &amp;amp;');
  });
});
