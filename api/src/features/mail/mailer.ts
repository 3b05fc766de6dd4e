import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { OutgoingEmail } from './outgoing-email.ts';

/** Sends one e-mail, or throws. */
export interface Mailer {
  /** Where e-mails go, for the start-up message (never a password). */
  readonly description: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

function sendMailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    messageId: email.messageId,
    from: email.from,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: email.headers,
  };
}

/**
 * Timeouts well inside the sender's lease: an e-mail whose lease runs out may be claimed by another
 * instance, so a send must end (in success or failure) long before.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createSmtpMailer(url: string): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    description: `SMTP server ${new URL(url).host}`,
    send: async (email) => {
      await transport.sendMail(sendMailOptions(email));
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each e-mail as an .eml file (the raw message a mail client opens) into `folder`. The file name
 * comes from the outbox row, so a repeat overwrites rather than duplicates; a rename makes each file appear
 * whole.
 */
function createFileMailer(folder: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${folder} (set SMTP_URL to send them)`,
    send: async (email) => {
      const { message } = await transport.sendMail(sendMailOptions(email));
      if (!Buffer.isBuffer(message)) throw new Error('the stream transport returned no buffer');
      await fs.mkdir(folder, { recursive: true });
      const target = path.join(folder, email.fileName);
      const partial = `${target}.${process.pid}.partial`;
      await fs.writeFile(partial, message);
      await fs.rename(partial, target);
    },
    close: () => transport.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise files in the outbox folder, so `npm start` needs no mail server. */
export function createMailer(config: Pick<MailConfig, 'smtpUrl' | 'outboxDir'>): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createFileMailer(config.outboxDir);
}
