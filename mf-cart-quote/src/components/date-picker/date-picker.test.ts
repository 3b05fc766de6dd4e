import { format, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ht } from './creole-date-locale.ts';
import { spokenDate } from './date-picker-locales.ts';
import { nowOnStep, startOfToday } from './picker-dates.ts';

describe('the Haitian Creole date locale', () => {
  it('names months and days in Creole and starts weeks on Monday', () => {
    const date = new Date(2026, 6, 20, 14, 30);
    expect(format(date, 'EEEE d MMMM yyyy', { locale: ht })).toBe('lendi 20 jiyè 2026');
    expect(format(date, 'LLLL', { locale: ht })).toBe('jiyè');
    expect(format(date, 'EEEEEE', { locale: ht })).toBe('le');
    expect(format(date, 'PPPP', { locale: ht })).toBe('lendi 20 jiyè 2026');
    expect(ht.options?.weekStartsOn).toBe(1);
  });

  it('has every month and day name, and reads them back', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      format(new Date(2026, month, 1), 'MMMM', { locale: ht }),
    );
    expect(new Set(months).size).toBe(12);
    expect(parse('20 desanm 2026', 'd MMMM yyyy', new Date(), { locale: ht })).toEqual(
      new Date(2026, 11, 20),
    );
    expect(parse('vandredi', 'EEEE', new Date(2026, 6, 20), { locale: ht }).getDay()).toBe(5);
  });

  it('speaks of durations in Creole', () => {
    expect(ht.formatDistance('xDays', 3)).toBe('3 jou');
    expect(ht.formatDistance('xDays', 3, { addSuffix: true, comparison: 1 })).toBe('nan 3 jou');
  });
});

describe('picker times', () => {
  it("puts 'Now' on the 5-minute grid, never earlier than now", () => {
    expect(nowOnStep(new Date(2030, 0, 1, 10, 2, 30))).toEqual(new Date(2030, 0, 1, 10, 5));
    expect(nowOnStep(new Date(2030, 0, 1, 10, 5, 0))).toEqual(new Date(2030, 0, 1, 10, 5));
    expect(nowOnStep(new Date(2030, 0, 1, 23, 58))).toEqual(new Date(2030, 0, 2, 0, 0));
  });

  it('starts today at midnight', () => {
    expect(startOfToday(new Date(2030, 4, 6, 17, 45))).toEqual(new Date(2030, 4, 6));
  });
});

describe('spoken dates', () => {
  it('say the day as the calendar shows its number, in every language', () => {
    const date = new Date(2026, 10, 2, 9, 30);
    expect(spokenDate(date, 'en')).toBe('Monday, November 2, 2026, 09:30');
    expect(spokenDate(date, 'es')).toBe('lunes, 2 de noviembre de 2026, 09:30');
    expect(spokenDate(date, 'fr')).toBe('lundi 2 novembre 2026, 09:30');
    expect(spokenDate(date, 'ht')).toBe('lendi 2 novanm 2026, 09:30');
  });
});
