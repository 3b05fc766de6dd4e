import { describe, expect, it } from 'vitest';
import { spamReason } from './spam-reason.ts';

describe('spam signals', () => {
  it('trusts a form filled by a person', () =>
    expect(spamReason({ website: '', fill_ms: 45_000 })).toBeNull());
  it('flags a filled honeypot', () =>
    expect(spamReason({ website: 'http://spam.example', fill_ms: 45_000 })).toBe('honeypot'));
  it('flags a form sent faster than a person can', () =>
    expect(spamReason({ fill_ms: 800 })).toBe('too-fast'));
  it('flags a submission that did not come from the form', () => expect(spamReason({})).toBe('no-fill-time'));
});
