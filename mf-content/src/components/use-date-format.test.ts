import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { CONTENT_NS } from '../i18n/content-i18n.ts';
import { contentBundles } from '../testing/content-bundles.ts';
import { useDateFormat } from './use-date-format.ts';

/** Late on 14 November in Doral, already the 15th in UTC. */
const LATE_EVENING = '2026-11-15T03:30:00.000Z';

async function dateIn(language: string) {
  await i18next.changeLanguage(language);
  const { result, unmount } = renderHook(() => useDateFormat());
  unmount();
  return result.current(LATE_EVENING);
}

beforeAll(() => useTestI18n(CONTENT_NS, contentBundles));
afterAll(() => i18next.changeLanguage('en'));

describe('useDateFormat', () => {
  it('writes the day it was in Doral, in the language of the page', async () => {
    expect(await dateIn('en')).toBe('November 14, 2026');
    expect(await dateIn('es')).toBe('14 de noviembre de 2026');
    expect(await dateIn('fr')).toBe('14 novembre 2026');
  });

  it('writes Creole months in Creole, which Intl cannot', async () => {
    expect(await dateIn('ht')).toBe('14 novanm 2026');
  });
});
