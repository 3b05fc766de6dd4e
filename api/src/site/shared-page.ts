import { createHash } from 'node:crypto';

/**
 * A page answer that is the same for everyone who asks with its address (docs/architecture.md#rollouts):
 * sent with no cookie and no nonce, so a cache may keep it and hand it to anyone with the same key.
 */
export interface SharedPage {
  /** 200 or 404: a not-found page is the same for everyone too. */
  status: number;
  body: Buffer;
  /** Strong: the page's bytes (`pageEtag`). */
  etag: string;
  /** Its Content-Security-Policy, which allows exactly its inline scripts by their hashes. */
  csp: string;
}

/** What a request brings to a shared page's key: its address, language and builds signature. */
export interface PageAddress {
  /** Scheme, host, path and query, as the page is rendered for. */
  url: string;
  /** `?lang=`, then the language cookie, then English. */
  language: string;
  /** The builds signature of the visitor's assignment (`buildsSignature`); empty when all is stable. */
  builds: string;
}

/**
 * What rendering a page that may be shared gives: the shared answer, or, when its status is one no two
 * visitors should share (a 500), the answer for the request that asked, which nothing may keep.
 */
export type SharedPageRender =
  | { kind: 'shared'; page: SharedPage }
  | { kind: 'personal'; answer: { status: number; body: Buffer; csp: string } };

/**
 * Where a cache of shared pages plugs into the page responder: given the address and the render, it
 * answers from what it keeps or calls `render` (and may keep a `shared` result under the address).
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
