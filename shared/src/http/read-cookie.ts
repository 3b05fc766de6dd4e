/**
 * A cookie's value in `document.cookie` (or a `Cookie` header), decoded: the browser's one way to read a
 * cookie. The site server reads a request's cookies once, through `@fastify/cookie`. A value that is not
 * valid percent-encoding is given as it is rather than thrown on.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
