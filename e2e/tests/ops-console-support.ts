import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { RemotesManifest } from '@rental/shared/federation/remotes-manifest.ts';
import { CHANNEL_COOKIES } from '@rental/shared/visitor/visitor-cookies.ts';
import { E2E_OPS_TOKEN } from '../support/ops-token.ts';
import { runRollout } from '../support/rollout-command.ts';
import { expect } from './fixtures.ts';

/** The console's server (playwright.config.ts): its own site, whose rollouts only these journeys change. */
export const consoleSite = `http://127.0.0.1:${process.env.E2E_CONSOLE_PORT}`;
const root = process.env.E2E_CONSOLE_ROOT ?? '';
/** Its live remotes.json, in its data folder (the server's default). */
const remotesFile = path.join(process.env.E2E_CONSOLE_DATA_DIR ?? '', 'remotes.json');

export const readConsoleRemotes = () => JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as RemotesManifest;

/** The rollout command against the console's site, as an operator at a terminal runs it. */
export const consoleRollout = (...args: string[]) => runRollout(root, remotesFile, args);

let addresses = 0;
/** Playwright's worker: journeys run in several at once, and no two may share an address. */
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
/** Each operator's browser comes from an address of its own: sign-in attempts are counted per client. */
export const nextAddress = () => {
  addresses += 1;
  return `172.${worker}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Signs in to the console in a browser of its own, as the operator `name`. */
export async function signedInConsole(
  browser: Browser,
  name: string,
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({
    baseURL: consoleSite,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': `${nextAddress()}` },
  });
  const page = await context.newPage();
  await page.goto('/ops');
  await signIn(page, name);
  return page;
}

export async function signIn(page: Page, name: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel("Operators' token").fill(E2E_OPS_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The overview's card of one remote. */
export const remoteCard = (page: Page, shortName: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: shortName, exact: true }) });

/**
 * The catalogue version a visitor's page is rendered with, the visitor bringing a bucket id of its own, as a
 * browser does from its second page on (a first view, with none, is stable: docs/decisions/029).
 */
async function freshVisitorVersion(address: string): Promise<string | undefined> {
  const answer = await fetch(`${consoleSite}/equipments`, {
    headers: { 'x-forwarded-for': address, cookie: `${CHANNEL_COOKIES.bucketId}=${randomUUID()}` },
  });
  return /data-remote="mf_catalogue"[^>]*data-remote-version="([^"]+)"/.exec(await answer.text())?.[1];
}

/** The versions `count` new visitors, each from an address and with a bucket id of its own, are served. */
export const freshVisitorVersions = (count: number) =>
  Promise.all(Array.from({ length: count }, () => freshVisitorVersion(nextAddress())));
