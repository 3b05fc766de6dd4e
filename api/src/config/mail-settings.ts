import path from 'node:path';
import { Type } from 'typebox';
import { isEmailAddress } from '@rental/shared/contracts';
import { siteConfig } from '@rental/shared/site/site-config.ts';
import { repoRoot } from '../api-folders.ts';
import { ConfigError, readSettings } from './read-settings.ts';
import { text } from './setting-types.ts';

/** Where quote and contact e-mails go, and how (docs/operations.md#quotes). */
export const mailSchema = Type.Object({
  // The server's address may hold a password: a refusal never repeats it.
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://[^/\\s]+',
      secret: true,
      refusal: 'must look like smtp://user:pass@host:587 or smtps://host:465',
    }),
  ),
  MAIL_FROM: Type.String({ default: `"${siteConfig.name}" <${siteConfig.email}>` }),
  MAIL_TO: Type.String({ default: siteConfig.email }),
  MAIL_OUTBOX_DIR: text(),
  MAIL_TIME_ZONE: Type.String({ default: siteConfig.timeZone }),
});

export interface MailConfig {
  /** SMTP server (smtp:// or smtps://); when absent, e-mails are written as .eml files into `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  /** The company's recipients of quote requests and contact messages. */
  to: string[];
  /** The public site's address, for absolute links to item pages. */
  siteUrl: string;
  outboxDir: string;
  /** Dates in e-mails are shown in the company's time zone. */
  timeZone: string;
}

/** Where the site answers when SITE_URL is unset. */
const LOCAL_SITE_URL = 'http://localhost:8080';

/** The outbox by default in `dataDir`; `siteUrl` is SITE_URL as read (site-settings.ts). */
export function readMailConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  siteUrl: string | undefined,
): MailConfig {
  const settings = readSettings(mailSchema, env);
  const from = settings.MAIL_FROM;
  const fromAddress = /<([^<>]+)>$/.exec(from)?.[1] ?? from;
  if (!isEmailAddress(fromAddress))
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${from}"`);
  const to = settings.MAIL_TO.split(',').map((address) => address.trim());
  const wrong = to.find((address) => !isEmailAddress(address));
  if (wrong !== undefined)
    throw new ConfigError(`MAIL_TO must list e-mail addresses separated by commas, got "${wrong}"`);
  const timeZone = settings.MAIL_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`MAIL_TIME_ZONE must be a time zone like America/New_York, got "${timeZone}"`);
  }
  return {
    smtpUrl: settings.SMTP_URL,
    from,
    to,
    siteUrl: siteUrl ?? LOCAL_SITE_URL,
    outboxDir: path.resolve(repoRoot, settings.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    timeZone,
  };
}
