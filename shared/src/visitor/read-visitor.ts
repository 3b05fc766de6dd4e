import { parseCookie } from 'cookie';
import { parseOverrides, type Channel } from '../federation/channel-assignment.ts';
import type { RemoteName } from '../federation/remote-modules.ts';
import {
  cookieMemory,
  detectLanguage,
  LANGUAGE_COOKIE,
  type LanguageMemory,
} from '../i18n/language-choice.ts';
import type { Language } from '../i18n/languages.ts';
import { CHANNEL_COOKIES, readPairs } from './visitor-cookies.ts';

/** What a request or a page knows of its visitor: nothing that names them beyond a random id. */
export interface Visitor {
  language: Language;
  /** The random id that places the visitor in rollout buckets, once the browser has written one. */
  bucketId: string | undefined;
  /** The builds signature the browser last assigned itself (`buildsSignature`); empty when none. */
  builds: string;
  /** Channels asked for by the address (`?mf=catalogue:canary`) over those remembered for the session. */
  overrides: Partial<Record<RemoteName, Channel>>;
  /** The rollouts whose canary failed to load in this browser this session, by remote. */
  failedCanaries: Partial<Record<RemoteName, string>>;
}

export interface VisitorSources {
  /** The `Cookie` header or `document.cookie`, or cookies already parsed (the site server's). */
  cookies: string | Readonly<Record<string, string | undefined>>;
  /** The address's search part. */
  search: string;
  /** The browser's storage, where the chosen language is remembered; the server reads its cookie mirror. */
  storage?: LanguageMemory;
}

/**
 * The one reading of a visitor (docs/architecture.md#seams), by the site server for each page and by the
 * browser alike, so both pick the same language and the same builds. Cookies are parsed by `cookie`,
 * the parser `@fastify/cookie` uses on the server.
 */
export function readVisitor({ cookies, search, storage }: VisitorSources): Visitor {
  const jar = typeof cookies === 'string' ? parseCookie(cookies) : cookies;
  return {
    language: detectLanguage(search, storage ?? cookieMemory(jar[LANGUAGE_COOKIE])),
    bucketId: jar[CHANNEL_COOKIES.bucketId] || undefined,
    builds: jar[CHANNEL_COOKIES.builds] ?? '',
    overrides: {
      ...(readPairs(jar[CHANNEL_COOKIES.overrides]) as Partial<Record<RemoteName, Channel>>),
      ...parseOverrides(search),
    },
    failedCanaries: readPairs(jar[CHANNEL_COOKIES.failed]),
  };
}
