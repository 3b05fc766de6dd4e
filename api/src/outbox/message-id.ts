import { randomUUID } from 'node:crypto';
import { siteConfig } from '@rental/shared/site/site-config.ts';

const domain = siteConfig.email.split('@')[1] ?? 'localhost';

/**
 * A Message-ID chosen when the e-mail is queued and stored with it: every attempt sends the same one, so a
 * repeat after a crash between sending and marking collapses in mail clients.
 */
export function newMessageId(label: string): string {
  return `<${label.replace(/[^A-Za-z0-9.-]/g, '-')}.${randomUUID()}@${domain}>`;
}
