import { EMPTY_DRAFT, QUOTE_DRAFT_STORAGE_KEY, type QuoteDraft } from '../features/quote/quote-draft.ts';

/** An ISO timestamp `days` from today at `hour` o'clock, local time: always a date the form accepts. */
export const future = (days: number, hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** Entries saved in this tab as the form saves them, e.g. before a reload. */
export const savedDraft = (changes: Partial<QuoteDraft>) =>
  window.sessionStorage.setItem(QUOTE_DRAFT_STORAGE_KEY, JSON.stringify({ ...EMPTY_DRAFT, ...changes }));
