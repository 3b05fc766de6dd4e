import { DEFAULT_DIAL_CHOICE } from '@rental/shared/countries/dial-codes.ts';

export type DeliveryOption = 'delivery' | 'pickup';

/** What the visitor has typed into the quote form, as it is kept between renders and reloads. */
export interface QuoteDraft {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  /** A dial choice key of the phone picker, e.g. 'US+1'. */
  dialCode: string;
  phone: string;
  delivery: DeliveryOption;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** ISO timestamps, so the draft survives JSON; null until picked. */
  deliveryDate: string | null;
  returnDate: string | null;
}

/** The delivery option defaults to 'needs delivery'. */
export const EMPTY_DRAFT: QuoteDraft = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  dialCode: DEFAULT_DIAL_CHOICE,
  phone: '',
  delivery: 'delivery',
  address: '',
  city: '',
  state: '',
  zip: '',
  deliveryDate: null,
  returnDate: null,
};

export const QUOTE_DRAFT_STORAGE_KEY = 'doral-rentals.quote-draft';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'dialCode',
  'phone',
  'address',
  'city',
  'state',
  'zip',
] as const;

const isDateOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

/** Accepts only a well-formed draft; anything else (old shape, hand-edited storage) counts as none. */
function asDraft(value: unknown): QuoteDraft | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const textsOk = TEXT_FIELDS.every((field) => typeof record[field] === 'string');
  const deliveryOk = record.delivery === 'delivery' || record.delivery === 'pickup';
  const datesOk = isDateOrNull(record.deliveryDate) && isDateOrNull(record.returnDate);
  if (!textsOk || !deliveryOk || !datesOk) return undefined;
  const draft = { ...EMPTY_DRAFT };
  for (const field of TEXT_FIELDS) draft[field] = record[field] as string;
  draft.delivery = record.delivery as DeliveryOption;
  draft.deliveryDate = record.deliveryDate as string | null;
  draft.returnDate = record.returnDate as string | null;
  return draft;
}

/** The draft saved in this tab, or the empty form. Blocked or corrupt storage never breaks the page. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): QuoteDraft {
  try {
    const raw = storage?.getItem(QUOTE_DRAFT_STORAGE_KEY);
    return (raw && asDraft(JSON.parse(raw))) || EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, draft: QuoteDraft): void {
  try {
    storage?.setItem(QUOTE_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Saving is a safety net for reloads; the form keeps working without it.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(QUOTE_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing saved, or nothing we can reach: either way no draft remains to restore.
  }
}
