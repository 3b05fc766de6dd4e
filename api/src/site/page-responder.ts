import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildsSignature } from '@rental/shared/federation/builds-signature.ts';
import { matchPageRoute } from '@rental/shared/federation/page-routes.ts';
import { pageRollouts, visitorChannels } from '@rental/shared/federation/visitor-channels.ts';
import { readVisitor } from '@rental/shared/visitor/read-visitor.ts';
import { CHANNEL_COOKIES, writePairs } from '@rental/shared/visitor/visitor-cookies.ts';
import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import type { PageAssets, PageHealth } from '@rental/shared/server-rendering/page-bootstrap.ts';
import type { RenderRequest } from '@rental/shared/seams/render-protocol.ts';
import type { PageCacheSettings } from '../config.ts';
import { publicSiteUrl } from '../features/seo/public-site-url.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';
import { remoteBuildsReader } from './remote-builds.ts';
import type { ReleaseCache } from './release-cache.ts';
import type { RemotesConfigSource } from './remotes-config-source.ts';
import type { ServableRemotes } from './servable-remotes.ts';
import { originsOfPage } from './remote-origins.ts';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';
import { acceptedEncoding, compressedForm } from '../http/encoded-answer.ts';
import type { RenderGenerations } from './render-generations.ts';
import type { PageAddress } from './page-cache.ts';
import {
  isShareableStatus,
  namesEtag,
  pageEtag,
  type SharedPageRender,
  type SharedPageSource,
} from './shared-page.ts';

interface PageResponderOptions {
  /** The shell's build: `client-assets.json` and the render worker. */
  shellDist: string;
  siteRoot: string;
  /** The remotes.json the server follows. */
  remotes: RemotesConfigSource;
  generations: RenderGenerations;
  /** The public address of the site; the request's own when absent. */
  siteUrl?: string;
  /** What a page's health reports need, by its builds (docs/decisions/029); none, and pages report nothing. */
  pageHealth?: (remotes: readonly RemoteAssignment[]) => PageHealth;
  /** Published releases verified on this instance (docs/decisions/024). */
  releases: ReleaseCache;
  /** Each remote's builds as this instance can serve them now (docs/decisions/024). */
  servable: ServableRemotes['servable'];
  /** Origins the Content-Security-Policy allows besides the site's and the page's builds' (CSP_EXTRA_ORIGINS). */
  cspExtraOrigins: readonly string[];
  /** How long shared caches may keep a shared page (PAGE_CACHE_S_MAXAGE, PAGE_CACHE_STALE_WHILE_REVALIDATE). */
  pageCache: PageCacheSettings;
  /** A cache of shared pages in front of their render; every shared page is rendered when absent. */
  sharedPages?: SharedPageSource;
}

/** A page that names nothing of its visitor: rendered from its address, language and builds alone. */
type PageInput = Omit<RenderRequest, 'kind' | 'id' | 'requestId'>;

/**
 * Whether the visitor's request says nothing personal (docs/architecture.md#rollouts): no channel asked
 * for by the address or remembered for the session, no canary that failed in this browser, and the
 * builds the browser assigned itself are those the server assigns.
 */
function saysNothingPersonal(request: FastifyRequest, url: URL, builds: string, signature: string): boolean {
  return (
    !url.searchParams.has('mf') &&
    !request.cookies[CHANNEL_COOKIES.overrides] &&
    !request.cookies[CHANNEL_COOKIES.failed] &&
    builds === signature
  );
}

/**
 * The builds part of a kept page's key: a digest of everything the page names of its builds (each remote's
 * channel, version, entry and release, the rollouts, the fallbacks), not only the visitor's signature: a
 * release verified since the last render, or another entry for the same version, changes the page.
 */
const buildsKey = ({ remotes, rollouts, fallbacks }: PageInput): string =>
  createHash('sha256')
    .update(JSON.stringify([remotes, rollouts, fallbacks]))
    .digest('base64url');

/**
 * Answers a page address with the page rendered on the server (docs/decisions/015): in the visitor's
 * language (`?lang=`, then the cookie, then English), with the builds of their rollout channels (placed by
 * the bucket id the browser keeps), rendered whole. A page that names nothing of its visitor is shared: no
 * cookie, public for shared caches, an ETag of its bytes, and the same Content-Security-Policy for
 * everyone, which allows its inline scripts by their hashes. Any other is the visitor's own. A render that
 * cannot start at all is answered 503, with the reason in the log.
 */
export function pageResponder(options: PageResponderOptions) {
  const readShellAssets = changedFileReader((text) => JSON.parse(text) as PageAssets);
  const builds = remoteBuildsReader(options.siteRoot, (remote, entry) =>
    options.releases.readyRelease(remote, entry),
  );
  const sharedCacheControl = `public, max-age=0, s-maxage=${options.pageCache.sMaxAgeSeconds}, stale-while-revalidate=${options.pageCache.staleWhileRevalidateSeconds}`;
  const policyOf = (input: PageInput, scriptHashes: readonly string[]) =>
    contentSecurityPolicy([...originsOfPage(input.remotes), ...options.cspExtraOrigins], scriptHashes);
  const render = async (input: PageInput, requestId: string) => {
    const shell = readShellAssets(path.join(options.shellDist, 'client-assets.json'));
    if (!shell) throw new Error('the shell build is missing');
    return options.generations.render(builds.forGeneration(input.remotes), shell, { ...input, requestId });
  };

  /**
   * The seam a cache of shared pages wraps: one page, rendered whole, as the shared answer every visitor
   * with its address gets, or the asking request's own when its status is not one to share.
   */
  async function renderSharedPage(input: PageInput, requestId: string): Promise<SharedPageRender> {
    const page = await render(input, requestId);
    const csp = policyOf(input, page.scriptHashes);
    if (!isShareableStatus(page.status))
      return { kind: 'personal', answer: { status: page.status, body: page.html, csp } };
    return {
      kind: 'shared',
      page: {
        status: page.status,
        body: page.html,
        encoded: {},
        etag: pageEtag(page.html),
        csp,
      },
    };
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Counted among the renders since the listener took it (lifecycle/admission.ts); a visitor gone
    // already has nothing to render for.
    if (request.raw.socket?.destroyed) return reply;
    const unavailable = () =>
      reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '10').send();
    let manifest = options.remotes.current();
    if (!manifest) {
      await options.remotes.ready;
      manifest = options.remotes.current();
    }
    if (!manifest || !readShellAssets(path.join(options.shellDist, 'client-assets.json'))) {
      request.log.error('The site cannot render: remotes.json or the shell build is missing');
      return unavailable();
    }
    const url = new URL(request.url, publicSiteUrl(request, options.siteUrl));
    const visitor = readVisitor({ cookies: request.cookies, search: url.search });
    let input: PageInput;
    try {
      const servable = await options.servable(manifest);
      const remotes = visitorChannels(servable, visitor);
      input = {
        url: url.href,
        language: visitor.language,
        remotes,
        rollouts: pageRollouts(servable),
        fallbacks: builds.fallbacksOf(remotes),
        health: options.pageHealth?.(remotes),
      };
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered');
      return unavailable();
    }
    const signature = buildsSignature(input.remotes);
    const declared = matchPageRoute(url.pathname)?.cache ?? 'shared';
    const shareable = declared === 'shared' && saysNothingPersonal(request, url, visitor.builds, signature);
    let rendered: SharedPageRender;
    try {
      if (shareable) {
        const address: PageAddress = { url: url.href, language: visitor.language, builds: buildsKey(input) };
        const renderIt = () => renderSharedPage(input, request.id);
        rendered = await (options.sharedPages ? options.sharedPages(address, renderIt) : renderIt());
      } else {
        const page = await render(input, request.id);
        rendered = {
          kind: 'personal',
          answer: { status: page.status, body: page.html, csp: policyOf(input, page.scriptHashes) },
        };
      }
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered');
      return unavailable();
    }
    reply.type('text/html; charset=utf-8');
    if (rendered.kind === 'shared') {
      const { page } = rendered;
      reply.raw.setHeader('content-security-policy', page.csp);
      reply
        .header('Vary', 'Cookie, Accept-Encoding')
        .header('Cache-Control', sharedCacheControl)
        .header('ETag', page.etag);
      if (namesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      // Each form compressed once per page (@fastify/compress leaves an answer with a Content-Encoding alone).
      const encoding = acceptedEncoding(request);
      if (!encoding) return reply.code(page.status).send(page.body);
      const form = (page.encoded[encoding] ??= compressedForm(page.body, encoding));
      return reply
        .code(page.status)
        .header('Content-Encoding', encoding)
        .send(await form);
    }
    reply.header('Vary', 'Cookie');
    if (url.searchParams.has('mf'))
      reply.setCookie(CHANNEL_COOKIES.overrides, writePairs(visitor.overrides), {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
      });
    reply.raw.setHeader('content-security-policy', rendered.answer.csp);
    return reply
      .code(rendered.answer.status)
      .header('Cache-Control', 'private, no-cache')
      .send(rendered.answer.body);
  };
}
