/**
 * The Content-Security-Policy (docs/decisions/024): the site's own origin and exactly the `origins` given,
 * no inline script but the page's own, allowed by their hashes (`'sha256-…'`, the same on every visitor's
 * copy of a page, so that one copy can serve them all), no framing. Every answer carries it with the
 * origins an operator allows (CSP_EXTRA_ORIGINS); a page, with those of the remote builds it may run.
 */
export function contentSecurityPolicy(
  origins: readonly string[],
  scriptHashes: readonly string[] = [],
): string {
  const sources = [...new Set(origins)].join(' ');
  const allowed = sources ? `'self' ${sources}` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${[allowed, ...new Set(scriptHashes)].join(' ')}`,
    `style-src ${allowed}`,
    // Server-rendered pages carry React's `style` attributes (sizes of loading outlines): attributes only,
    // never a <style> element or a script (docs/decisions/015).
    "style-src-attr 'unsafe-inline'",
    `connect-src ${allowed}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}
