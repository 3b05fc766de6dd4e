import { createHash } from 'node:crypto';
import type { PageAddress, RenderedPage } from './page-cache.ts';

/** A page answer for the request that asked alone: never kept, never given to another request. */
export interface PersonalPage {
  status: number;
  body: Buffer;
  /** Its Content-Security-Policy, which allows exactly its inline scripts by their hashes. */
  csp: string;
}

/**
 * What rendering a page that may be shared gives: the shared answer (no cookie, an ETag of its bytes), or,
 * when its status is one no two visitors should share (a 500), the answer for the request that asked.
 */
export type SharedPageRender = RenderedPage<PersonalPage>;

/**
 * Where a cache of shared pages plugs into the page responder: given the page's address, language and
 * builds signature and its render, it answers from what it keeps or calls `render`, and may keep a
 * `shared` result under the address. `PageCache.answer` is one (`(address, render) => cache.answer(address, render)`).
 */
export type SharedPageSource = (
  address: PageAddress,
  render: () => Promise<SharedPageRender>,
) => Promise<SharedPageRender>;

/** A page any two visitors may share: found, or the same not-found page for everyone. */
export const isShareableStatus = (status: number) => status === 200 || status === 404;

/** The strong ETag of a page: the base64url SHA-256 of its bytes, 27 characters of it (160 bits). */
export const pageEtag = (body: Buffer): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names `etag` (compared weakly, as RFC 9110 has it for this header). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
