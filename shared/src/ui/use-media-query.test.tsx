import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMediaQueries } from '../testing/media-queries.ts';
import { hydrateServerPage } from '../testing/server-rendering.tsx';
import { useMediaQuery } from './use-media-query.ts';

const WIDE = '(min-width: 1200px)';

function Answer({ serverValue }: { serverValue: boolean | undefined }) {
  return <output>{String(useMediaQuery(WIDE, serverValue))}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('answers the server value on the server and while hydrating, then what the screen says', async () => {
    for (const serverValue of [false, undefined]) {
      const { html, problems, container } = await hydrateServerPage(<Answer serverValue={serverValue} />, {
        inBrowser: () => stubMediaQueries([WIDE]),
      });
      expect(html).toContain(`<output>${String(serverValue)}</output>`);
      expect(problems).toEqual([]);
      expect(container).toHaveTextContent('true');
    }
  });

  it('follows the query as it starts and stops matching', () => {
    const media = stubMediaQueries();
    const { result } = renderHook(() => useMediaQuery(WIDE, undefined));
    expect(result.current).toBe(false);
    act(() => media.set(WIDE, true));
    expect(result.current).toBe(true);
    act(() => media.set(WIDE, false));
    expect(result.current).toBe(false);
  });

  it('does not match where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery(WIDE, undefined));
    expect(result.current).toBe(false);
  });
});
