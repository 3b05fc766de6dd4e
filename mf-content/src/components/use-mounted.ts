import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render, which must match it (docs/decisions/015); true
 * once the page has mounted and its script can act.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
