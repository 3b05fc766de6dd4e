import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, QUOTE_DRAFT_STORAGE_KEY, readDraft } from './quote-draft.ts';
import { useQuoteDraft } from './use-quote-draft.ts';

const save = (firstName: string) =>
  window.sessionStorage.setItem(QUOTE_DRAFT_STORAGE_KEY, JSON.stringify({ ...EMPTY_DRAFT, firstName }));

describe('the quote form’s entries', () => {
  it('start as the empty form the server sends, then are the saved ones', () => {
    save('Ana');
    const seen: string[] = [];
    const { result } = renderHook(() => {
      const entries = useQuoteDraft();
      seen.push(entries.draft.firstName);
      return entries;
    });
    expect(seen[0]).toBe('');
    expect(result.current.draft.firstName).toBe('Ana');
  });

  it('are read before anything is saved, even with effects run twice', () => {
    save('Ana');
    const { result } = renderHook(() => useQuoteDraft(), { wrapper: StrictMode });
    expect(result.current.draft.firstName).toBe('Ana');
    expect(readDraft(window.sessionStorage).firstName).toBe('Ana');
  });

  it('are saved as they change and forgotten on reset', () => {
    const { result } = renderHook(() => useQuoteDraft());
    act(() => result.current.update('lastName', 'Pierre'));
    expect(readDraft(window.sessionStorage).lastName).toBe('Pierre');
    act(() => result.current.reset());
    expect(result.current.draft).toEqual(EMPTY_DRAFT);
    expect(window.sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY)).toBeNull();
  });
});
