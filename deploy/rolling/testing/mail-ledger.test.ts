import { describe, expect, it } from 'vitest';
import { countEmails } from './mail-ledger.ts';

const mail = (id: string) => ({
  recipients: ['quotes@example.com'],
  raw: `Subject: Quote\r\nMessage-ID: ${id}\r\n\r\nBody`,
});

describe('counting e-mails by Message-ID', () => {
  it('counts a Message-ID received twice as one e-mail sent twice', () => {
    expect(countEmails([mail('<a@rental>'), mail('<b@rental>'), mail('<a@rental>')])).toEqual({
      received: 3,
      distinct: 2,
      sentTwice: 1,
    });
  });

  it('refuses an e-mail without a Message-ID, which it could not count', () => {
    expect(() => countEmails([{ recipients: [], raw: 'Subject: Quote\r\n\r\nBody' }])).toThrow(
      /without a Message-ID/,
    );
  });
});
