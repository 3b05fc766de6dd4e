import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the hashes of a page’s inline scripts', () => {
  it('allows each inline script by its text, once', () => {
    const html =
      '<head><script>run(1)</script></head><body><SCRIPT type="module">run(2)</SCRIPT><script>run(1)</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('run(1)'), hashOf('run(2)')]);
  });

  it('leaves out scripts with a source and data blocks, which the policy need not allow', () => {
    const html = [
      '<script src="/a.js" async=""></script>',
      '<script type="application/json" id="page-bootstrap">{"a":"é"}</script>',
      `<script type='application/ld+json'>{}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes the text as the browser reads it: UTF-8, its line breaks made \\n', () => {
    expect(inlineScriptHashes('<script>a("é")\r\nb()\rc()</script>')).toEqual([hashOf('a("é")\nb()\nc()')]);
  });
});
