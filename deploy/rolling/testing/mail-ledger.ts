import type { ReceivedMail } from '../../../api/src/features/mail/testing/smtp-test-server.ts';

export interface MailLedger {
  received: number;
  /** Distinct Message-IDs among them. */
  distinct: number;
  /** Message-IDs received more than once. */
  sentTwice: number;
}

const messageId = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

/** Counts the e-mails an SMTP test server received by Message-ID: one received twice was sent twice. */
export function countEmails(received: ReceivedMail[]): MailLedger {
  const copies = new Map<string, number>();
  for (const mail of received) {
    const id = messageId(mail.raw);
    if (id === undefined)
      throw new Error(`An e-mail arrived without a Message-ID:\n${mail.raw.slice(0, 500)}`);
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return {
    received: received.length,
    distinct: copies.size,
    sentTwice: [...copies.values()].filter((count) => count > 1).length,
  };
}
