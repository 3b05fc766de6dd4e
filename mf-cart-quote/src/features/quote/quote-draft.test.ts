import { describe, expect, it } from 'vitest';
import { clearDraft, EMPTY_DRAFT, QUOTE_DRAFT_STORAGE_KEY, readDraft, writeDraft } from './quote-draft.ts';

describe('the saved quote draft', () => {
  it('starts empty with delivery needed and the United States dial code', () => {
    expect(readDraft(window.sessionStorage)).toEqual(EMPTY_DRAFT);
    expect(EMPTY_DRAFT.delivery).toBe('delivery');
    expect(EMPTY_DRAFT.dialCode).toBe('US+1');
  });

  it('round-trips through session storage and can be forgotten', () => {
    const draft = {
      ...EMPTY_DRAFT,
      firstName: 'Ana',
      delivery: 'pickup' as const,
      deliveryDate: '2030-07-20T14:00:00.000Z',
    };
    writeDraft(window.sessionStorage, draft);
    expect(readDraft(window.sessionStorage)).toEqual(draft);
    clearDraft(window.sessionStorage);
    expect(window.sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('ignores corrupt or foreign data instead of breaking the page', () => {
    for (const raw of [
      '{',
      '"text"',
      '{"firstName":1}',
      JSON.stringify({ ...EMPTY_DRAFT, delivery: 'drone' }),
    ]) {
      window.sessionStorage.setItem(QUOTE_DRAFT_STORAGE_KEY, raw);
      expect(readDraft(window.sessionStorage)).toEqual(EMPTY_DRAFT);
    }
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft(blocked)).toEqual(EMPTY_DRAFT);
  });
});
