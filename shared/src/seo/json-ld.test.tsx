import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld.tsx';
import { breadcrumbJsonLd } from './structured-data.ts';

describe('JSON-LD block', () => {
  it('is a data block whose text reads back as the structured data, hostile names included', () => {
    const data = breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>', url: 'https://x.test/' }]);
    const { container } = render(<JsonLd data={data} />);
    const block = container.querySelector('script');
    expect(block).toHaveAttribute('type', 'application/ld+json');
    expect(block?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(data);
  });
});
