import { describe, expect, it } from 'vitest';
import { serverStatuses } from './load-balancer.ts';

// The head of HAProxy 2.6's `show stat`, cut to the columns that matter and one more.
const csv = [
  '# pxname,svname,qcur,status,weight',
  'site,FRONTEND,,OPEN,',
  'instances,A,0,UP,1',
  'instances,B,0,DOWN,1',
  'instances,BACKEND,0,UP,1',
  '',
].join('\n');

describe("HAProxy's server statuses", () => {
  it("reads each server's status of one backend, by the CSV's own column names", () => {
    expect(serverStatuses(csv, 'instances')).toEqual(
      new Map([
        ['A', 'UP'],
        ['B', 'DOWN'],
      ]),
    );
  });
});
