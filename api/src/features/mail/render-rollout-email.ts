import type { rolloutEvents } from '../../db/schema.ts';
import { formatDateTime } from './date-format.ts';
import type { MailContentSettings, RenderedEmail } from './email-content.ts';
import { emailDocument, fieldsTable, paragraph } from './email-layout.ts';
import { markup } from './html.ts';
import { oneLine, textField } from './plain-text.ts';

type RolloutEventForEmail = typeof rolloutEvents.$inferSelect;

/**
 * The operators' notice of a change the rollout guard made on its own (docs/decisions/017), or of a
 * published release the site refused or cannot fetch (docs/decisions/024).
 */
export function renderRolloutEmail(
  event: RolloutEventForEmail,
  settings: MailContentSettings,
): RenderedEmail {
  const fields: [string, string][] = [
    ['Remote', event.remote],
    ['Version', event.version],
    ['Action', event.action],
    ['Reason', event.reason],
    ['When', formatDateTime(event.at, 'en', settings.timeZone)],
  ];
  const headline =
    event.action === 'kill'
      ? `The rollout guard stopped the canary ${event.version} of ${event.remote}: every visitor now gets stable.`
      : event.action === 'release-refused'
        ? `The site refused the release ${event.version} of ${event.remote}: none of its code runs; visitors get the last good build.`
        : event.action === 'release-unavailable'
          ? `The site cannot fetch the release ${event.version} of ${event.remote} from its store: visitors get the last good build until it can.`
          : `The rollout guard changed the rollout of ${event.remote} ${event.version} (${event.action}).`;
  const next = 'See `npm run rollout -- status` for the figures, and the history beside remotes.json.';
  const text = [headline, '', ...fields.map(([label, value]) => textField(label, value)), '', next, ''].join(
    '\n',
  );
  const body = [paragraph(markup`<strong>${headline}</strong>`), fieldsTable(fields), paragraph(next)];
  const subject = oneLine(`[Rollout] ${event.action} ${event.remote} ${event.version}`);
  return { subject, text, html: emailDocument('en', subject, body) };
}
