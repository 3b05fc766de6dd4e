import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorChannels } from '@rental/shared/federation/visitor-channels.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { CHANNEL_COOKIES, writePairs } from '@rental/shared/visitor/visitor-cookies.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';
import { publicSiteUrl } from '../features/seo/public-site-url.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';
import { remoteBuildsReader } from './remote-builds.ts';
import type { ReleaseCache } from './release-cache.ts';
import type { RemotesConfigSource } from './remotes-config-source.ts';
import type { ServableRemotes } from './servable-remotes.ts';
import { originsOfPage } from './remote-origins.ts';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';
import type { RenderGenerations } from './render-generations.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Crawlers and link previews get each page whole, at once; people get it as it is ready. */
const READS_WHOLE_PAGES =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|slack|discord|linkedin|lighthouse/i;

interface PageResponderOptions {
  /** The shell's build: `client-assets.json` and the render worker. */
  shellDist: string;
  siteRoot: string;
  /** The remotes.json the server follows. */
  remotes: RemotesConfigSource;
  generations: RenderGenerations;
  /** The public address of the site; the request's own when absent. */
  siteUrl?: string;
  /** The token the page's health beacons carry (docs/decisions/017); none, and the page reports nothing. */
  healthToken?: (remotes: readonly RemoteAssignment[]) => string | undefined;
  /** Published releases verified on this instance (docs/decisions/024). */
  releases: ReleaseCache;
  /** Each remote's builds as this instance can serve them now (docs/decisions/024). */
  servable: ServableRemotes['servable'];
  /** Origins the Content-Security-Policy allows besides the site's and the page's builds' (CSP_EXTRA_ORIGINS). */
  cspExtraOrigins: readonly string[];
}

/**
 * Answers a page address with the page rendered on the server (docs/decisions/015): in the visitor's
 * language (`?lang=`, then the cookie, then English), with the builds of their rollout channels (chosen
 * here once, kept in cookies the browser hydrates by), streamed as React renders it. A render that cannot
 * start at all is answered 503, with the reason in the log.
 */
export function pageResponder(options: PageResponderOptions) {
  const readShellAssets = changedFileReader((text) => JSON.parse(text) as PageAssets);
  const builds = remoteBuildsReader(options.siteRoot, (remote, entry) =>
    options.releases.readyRelease(remote, entry),
  );

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Counted among the renders since the listener took it (lifecycle/admission.ts); a visitor gone
    // already has nothing to render for.
    if (request.raw.socket?.destroyed) return reply;
    let manifest = options.remotes.current();
    if (!manifest) {
      await options.remotes.ready;
      manifest = options.remotes.current();
    }
    const shell = readShellAssets(path.join(options.shellDist, 'client-assets.json'));
    if (!manifest || !shell) {
      request.log.error('The site cannot render: remotes.json or the shell build is missing');
      return reply.code(503).header('Retry-After', '10').send();
    }
    const url = new URL(request.url, publicSiteUrl(request, options.siteUrl));
    const visitor = readVisitor({ cookies: request.cookies, search: url.search });
    const visitorId = visitor.visitorId ?? randomUUID();
    let assignments;
    try {
      assignments = visitorChannels(await options.servable(manifest), { ...visitor, visitorId });
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered');
      return reply.code(503).header('Retry-After', '10').send();
    }
    const nonce = randomBytes(16).toString('base64');
    let page;
    try {
      page = await options.generations.render(builds.forGeneration(assignments), shell, {
        requestId: request.id,
        url: url.href,
        language: visitor.language,
        nonce,
        waitForAll: READS_WHOLE_PAGES.test(request.headers['user-agent'] ?? ''),
        remotes: assignments,
        fallbacks: builds.fallbacksOf(assignments),
        healthToken: options.healthToken?.(assignments),
      });
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered');
      return reply.code(503).header('Retry-After', '10').send();
    }
    if (!visitor.visitorId)
      reply.setCookie(CHANNEL_COOKIES.visitor, visitorId, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        httpOnly: true,
      });
    if (url.searchParams.has('mf'))
      reply.setCookie(CHANNEL_COOKIES.overrides, writePairs(visitor.overrides), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
      });
    reply.raw.setHeader(
      'content-security-policy',
      contentSecurityPolicy([...originsOfPage(assignments), ...options.cspExtraOrigins], nonce),
    );
    return reply
      .code(page.status)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
}
