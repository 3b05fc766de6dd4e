/** `007` and `7` are the same number, however many digits: compared as text, not as a float. */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

/** One dot-separated part: numbers by value, below words, which compare as text (as semver orders them). */
function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return compareNumbers(a, b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const parts = (version: string) => {
  const [release = '', ...pre] = version.split('+')[0]!.split('-');
  return { release: release.split('.'), pre: pre.length > 0 ? pre.join('-').split('.') : [] };
};

/**
 * Orders versions as a team numbers them, semver-like but lenient, since a store holds whatever was
 * published: numeric parts by value (1.10.0 after 1.9.0, a missing part is 0), and a pre-release before
 * its release (1.1.0 < 1.2.0-canary < 1.2.0). Negative when `a` is the older.
 */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let index = 0; index < Math.max(x.release.length, y.release.length); index++) {
    const order = compareIdentifiers(x.release[index] ?? '0', y.release[index] ?? '0');
    if (order !== 0) return order;
  }
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length;
  for (let index = 0; index < Math.max(x.pre.length, y.pre.length); index++) {
    const [left, right] = [x.pre[index], y.pre[index]];
    if (left === undefined) return -1;
    if (right === undefined) return 1;
    const order = compareIdentifiers(left, right);
    if (order !== 0) return order;
  }
  return 0;
}

export const newestFirst = (a: string, b: string) => compareVersions(b, a);
