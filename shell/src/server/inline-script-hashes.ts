import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
/** The `type`s a browser runs; any other (`application/json`, `application/ld+json`) is data, never run. */
const RUN_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of `html`, and
 * nothing else (docs/decisions/015): each one's text as the browser reads it, whose line breaks its parser
 * makes `\n`. Scripts with a `src` and data blocks are not inline scripts the policy has to allow.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src')) continue;
    const type = attribute(attributes, 'type');
    if (type && !RUN_TYPES.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    const read = text.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(read, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
