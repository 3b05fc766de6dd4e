import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './i18n-setup.ts';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

describe('language detection (DESIGN §4)', () => {
  it('takes ?lang= first', () => expect(detectLanguage('?lang=ht', storage('fr'))).toBe('ht'));
  it('then the remembered choice', () => expect(detectLanguage('?lang=de', storage('es'))).toBe('es'));
  it('then English', () => expect(detectLanguage('', storage('klingon'))).toBe('en'));
  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage('', blocked)).toBe('en');
  });
});
