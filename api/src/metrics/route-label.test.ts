import { describe, expect, it } from 'vitest';
import { statusClassLabel } from './route-label.ts';

describe('the status class label', () => {
  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [101, '1xx'],
  ])('%i is %s', (status, label) => expect(statusClassLabel(status)).toBe(label));
});
