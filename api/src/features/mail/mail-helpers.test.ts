import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDateTime } from './date-format.ts';
import { isEmailAddress } from '@rental/shared/contracts';
import { markup } from './html.ts';
import { newMessageId } from '../../outbox/message-id.ts';
import { oneLine, textValue } from './plain-text.ts';
import { defaultRetryPolicy, isPermanentFailure, retryDelayMs } from './retry-policy.ts';

describe('markup', () => {
  it('escapes interpolated text but not nested markup', () => {
    const name = '<b>"Tom" & \'Jerry\'</b>';
    expect(markup`<p>${name}${markup`<br>`}${[1, markup`<i>2</i>`, null, false]}</p>`.markup).toBe(
      '<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;<br>1<i>2</i></p>',
    );
  });
});

describe('plain text', () => {
  it('keeps header values on one line and strips control characters', () => {
    expect(oneLine(' Ann\r\nBcc: x@y.z\u0000 ')).toBe('Ann Bcc: x@y.z');
  });
  it('indents continuation lines of a value', () => {
    expect(textValue('one\r\ntwo\u0007\nthree')).toBe('one\n    two\n    three');
  });
});

describe('dates', () => {
  const date = new Date('2026-12-31T23:45:00Z');
  it('are written in each language, in the company’s time zone', () => {
    expect(formatDateTime(date, 'en', 'America/New_York')).toBe(
      'Thursday, December 31, 2026 at 6:45 PM (EST)',
    );
    expect(formatDateTime(date, 'es', 'America/New_York')).toBe(
      'jueves, 31 de diciembre de 2026, 18:45 (EST)',
    );
    expect(formatDateTime(date, 'ht', 'Europe/Paris')).toBe('vandredi 1 janvye 2027 a 00:45 (GMT+1)');
    expect(formatShortDateTime(date, 'America/New_York')).toBe('2026-12-31 18:45');
  });
});

describe('retries', () => {
  it('double the delay from 30 s up to an hour', () => {
    const delays = [1, 2, 3, 7, 8, 20].map((attempt) => retryDelayMs(attempt, defaultRetryPolicy) / 1000);
    expect(delays).toEqual([30, 60, 120, 1920, 3600, 3600]);
  });
  it('end only when the server refuses the recipients for good', () => {
    expect(isPermanentFailure(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(
      true,
    );
    expect(isPermanentFailure(Object.assign(new Error('x'), { code: 'EENVELOPE', responseCode: 451 }))).toBe(
      false,
    );
    expect(isPermanentFailure(Object.assign(new Error('x'), { code: 'EAUTH', responseCode: 535 }))).toBe(
      false,
    );
    expect(isPermanentFailure(Object.assign(new Error('x'), { code: 'ECONNECTION' }))).toBe(false);
  });
});

describe('addresses and message ids', () => {
  it('accept plausible addresses only', () => {
    expect(isEmailAddress('a.b+c@example.co.uk')).toBe(true);
    for (const wrong of ['marisol', 'a@b', 'a b@c.d', 'a@b.c>, x@y.z', '<a@b.c>'])
      expect(isEmailAddress(wrong)).toBe(false);
  });
  it('give every e-mail its own Message-ID in the company’s domain', () => {
    const id = newMessageId('quote-visitor.Q-7F3K2M');
    expect(id).toMatch(/^<quote-visitor\.Q-7F3K2M\.[0-9a-f-]{36}@doralproductionrentals\.example>$/);
    expect(newMessageId('x')).not.toBe(newMessageId('x'));
  });
});
