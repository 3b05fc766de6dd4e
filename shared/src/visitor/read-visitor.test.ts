import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../i18n/language-choice.ts';
import { readVisitor } from './read-visitor.ts';
import { CHANNEL_COOKIES, failedCanaryCookie } from './visitor-cookies.ts';

const storage = (language: string) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? language : null),
});

describe('readVisitor', () => {
  it('reads the same visitor from a Cookie header as from cookies already parsed', () => {
    const header = `a=1; ${CHANNEL_COOKIES.bucketId}=v-1; ${CHANNEL_COOKIES.builds}=mf_content:canary:c-2; ${LANGUAGE_COOKIE}=fr; ${CHANNEL_COOKIES.overrides}=mf_content:canary`;
    const parsed = {
      a: '1',
      [CHANNEL_COOKIES.bucketId]: 'v-1',
      [CHANNEL_COOKIES.builds]: 'mf_content:canary:c-2',
      [LANGUAGE_COOKIE]: 'fr',
      [CHANNEL_COOKIES.overrides]: 'mf_content:canary',
    };
    const expected = {
      language: 'fr',
      bucketId: 'v-1',
      builds: 'mf_content:canary:c-2',
      overrides: { mf_content: 'canary' },
      failedCanaries: {},
    };
    expect(readVisitor({ cookies: header, search: '' })).toEqual(expected);
    expect(readVisitor({ cookies: parsed, search: '' })).toEqual(expected);
  });

  it('takes ?lang= first, then the remembered choice (storage in the browser, its cookie on the server)', () => {
    const cookies = `${LANGUAGE_COOKIE}=fr`;
    expect(readVisitor({ cookies, search: '?lang=ht' }).language).toBe('ht');
    expect(readVisitor({ cookies, search: '?lang=xx' }).language).toBe('fr');
    expect(readVisitor({ cookies, search: '', storage: storage('es') }).language).toBe('es');
    expect(readVisitor({ cookies: `${LANGUAGE_COOKIE}=klingon`, search: '' }).language).toBe('en');
  });

  it('puts the channels of the address over those remembered for the session', () => {
    const cookies = `${CHANNEL_COOKIES.overrides}=mf_content:canary,mf_catalogue:canary`;
    expect(readVisitor({ cookies, search: '?mf=catalogue:stable' }).overrides).toEqual({
      mf_content: 'canary',
      mf_catalogue: 'stable',
    });
  });

  it('reads the canaries that failed in this browser, as the browser wrote them', () => {
    const first = failedCanaryCookie({}, 'mf_catalogue', 'catalogue-1.1.0').split(';')[0]!;
    const { failedCanaries } = readVisitor({ cookies: first, search: '' });
    const second = failedCanaryCookie(failedCanaries, 'mf_content', 'content-2.0.0').split(';')[0]!;
    expect(readVisitor({ cookies: second, search: '' }).failedCanaries).toEqual({
      mf_catalogue: 'catalogue-1.1.0',
      mf_content: 'content-2.0.0',
    });
  });

  it('takes a value that is not valid percent-encoding as it is, and a visitor without cookies', () => {
    expect(readVisitor({ cookies: `${CHANNEL_COOKIES.bucketId}=%E0%A4%A`, search: '' }).bucketId).toBe(
      '%E0%A4%A',
    );
    expect(readVisitor({ cookies: '', search: '' })).toEqual({
      language: 'en',
      bucketId: undefined,
      builds: '',
      overrides: {},
      failedCanaries: {},
    });
  });

  it('no longer reads the server’s old visitor cookie: the bucket id is the browser’s', () => {
    expect(readVisitor({ cookies: 'doral-rentals.visitor=v-1', search: '' }).bucketId).toBeUndefined();
  });
});
