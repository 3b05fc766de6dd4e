import { MIN_FORM_FILL_MS, type SpamSignals } from '@rental/shared/contracts';

export type SpamReason = 'honeypot' | 'too-fast' | 'no-fill-time';

/**
 * Why a form submission looks automated, or null. Such submissions are stored flagged (and answered like
 * any other, so a bot learns nothing), never dropped: a person can review them.
 */
export function spamReason(signals: SpamSignals, minFillMs = MIN_FORM_FILL_MS): SpamReason | null {
  if (signals.website && signals.website.trim() !== '') return 'honeypot';
  if (signals.fill_ms === undefined) return 'no-fill-time';
  if (signals.fill_ms < minFillMs) return 'too-fast';
  return null;
}
