import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../config.ts';

describe('mail settings', () => {
  it('need no configuration: files in data/outbox, to and from the site’s e-mail', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: '"Doral Production Rentals" <hello@doralproductionrentals.example>',
      to: ['hello@doralproductionrentals.example'],
      siteUrl: 'http://localhost:8080',
      outboxDir: path.join(repoRoot, 'data', 'outbox'),
      timeZone: 'America/New_York',
    });
  });

  it('read SMTP_URL, MAIL_FROM, several MAIL_TO, SITE_URL, MAIL_OUTBOX_DIR and MAIL_TIME_ZONE', () => {
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Rentals <no-reply@rentals.test>',
      MAIL_TO: 'desk@rentals.test, owner@rentals.test',
      SITE_URL: 'https://www.rentals.test/',
      DATA_DIR: '/srv/rental',
      MAIL_TIME_ZONE: 'Europe/Paris',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Rentals <no-reply@rentals.test>',
      to: ['desk@rentals.test', 'owner@rentals.test'],
      siteUrl: 'https://www.rentals.test',
      outboxDir: '/srv/rental/outbox',
      timeZone: 'Europe/Paris',
    });
    expect(loadConfig({ MAIL_OUTBOX_DIR: '/tmp/mails' }).mail.outboxDir).toBe('/tmp/mails');
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.example.com' }, /SMTP_URL/],
    [{ MAIL_FROM: 'Rentals' }, /MAIL_FROM/],
    [{ MAIL_TO: 'desk@rentals.test,,owner' }, /MAIL_TO .* got ""/],
    [{ SITE_URL: 'ftp://rentals.test' }, /SITE_URL/],
    [{ MAIL_TIME_ZONE: 'Mars/Olympus' }, /MAIL_TIME_ZONE/],
  ])('name the setting that is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
