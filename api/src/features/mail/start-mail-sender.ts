import type { MailConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createMailSender, type SenderLog } from './mail-sender.ts';
import { createMailer } from './mailer.ts';

/** The API process's sender: SMTP or .eml files per the configuration, stopped with the server. */
export function startMailSender(options: { db: Database; config: MailConfig; log: SenderLog }) {
  const mailer = createMailer(options.config);
  const sender = createMailSender({ db: options.db, mailer, settings: options.config, log: options.log });
  sender.start();
  return {
    description: mailer.description,
    async stop() {
      await sender.stop();
      mailer.close();
    },
  };
}
