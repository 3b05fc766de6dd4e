export interface EmailAddress {
  name: string;
  address: string;
}

/** One e-mail ready for a mailer: the same on every attempt, Message-ID and file name included. */
export interface OutgoingEmail {
  messageId: string;
  from: string;
  to: (string | EmailAddress)[];
  replyTo?: string | EmailAddress;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The name of the .eml file when e-mails are written to the outbox folder. */
  fileName: string;
}
