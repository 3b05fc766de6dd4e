// @vitest-environment node
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { renderedRequestId, renderingFor } from './render-scope.ts';

describe('the page request being rendered', () => {
  it('is known through awaits and timers, to each of several pages rendered at once', async () => {
    const render = (id: string, ms: number) =>
      renderingFor(id, async () => {
        const seen = [renderedRequestId()];
        await sleep(ms);
        seen.push(renderedRequestId());
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(renderedRequestId());
        return seen;
      });
    const [first, second] = await Promise.all([render('page-1', 20), render('page-2', 5)]);
    expect(first).toEqual(['page-1', 'page-1', 'page-1']);
    expect(second).toEqual(['page-2', 'page-2', 'page-2']);
    expect(renderedRequestId()).toBeUndefined();
  });
});
