import type { PageRoute } from '@rental/shared/federation/page-routes.ts';
import type { RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import { HOME_HERO_IMAGES } from '@rental/shared/site/home-hero-images.ts';
import { escapeHtmlAttribute } from '@rental/shared/site/html-escape.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import type { PageContent } from './page-content.ts';
import type { RemoteBuilds } from './remote-builds.ts';

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtmlAttribute(value)}"`)
    .join(' ')}>`;

/**
 * The `<link rel="preload">` hints for one page (issue 8): the federation manifest, entry script and
 * first chunks of the remote that renders the page, so they download while the shell starts instead of
 * after it, and the page's largest image (drawn by its first screen, first-screen.ts): the home hero, a
 * detail page's item picture with the API answer the page draws, or a list's first picture
 * (`pageContentReader`). The picture is hinted first, so it is requested before the remote's scripts take
 * the connections. A remote with a canary rolling out is not hinted: the visitor's channel is only known
 * in the browser, and a wrong guess would download a build for nothing.
 */
export function pageHintsReader(builds: RemoteBuilds) {
  const remoteHints = (channels: RemoteChannels, expose: string): string[] => {
    const { entry } = channels.stable;
    const hints = [link({ rel: 'preload', href: entry, as: 'fetch', crossorigin: 'anonymous' })];
    const manifest = builds.buildJson(entry, 'mf-manifest.json') as FederationManifest | undefined;
    if (!manifest?.metaData) return hints;
    const publicPath = manifest.metaData.publicPath;
    const base = publicPath && publicPath !== 'auto' ? publicPath : entry.replace(/[^/]*$/, '');
    const remoteEntry = manifest.metaData.remoteEntry;
    if (remoteEntry?.name) {
      hints.push(
        link({ rel: 'preload', href: `${base}${remoteEntry.path ?? ''}${remoteEntry.name}`, as: 'script' }),
      );
    }
    const assets = manifest.exposes?.find((candidate) => `./${candidate.name}` === expose)?.assets;
    for (const css of assets?.css?.sync ?? [])
      hints.push(link({ rel: 'preload', href: `${base}${css}`, as: 'style' }));
    for (const js of assets?.js?.sync ?? [])
      hints.push(link({ rel: 'preload', href: `${base}${js}`, as: 'script' }));
    return hints;
  };

  /**
   * The page's largest picture, and on a detail page the API answer it draws from: both are requested with
   * the page's code instead of after it (the browser hands the preloaded answer to the page's own request).
   */
  const contentHints = (content: PageContent): string[] => {
    const picture = content.kind === 'item' ? content.picture : content.pictures[0];
    return [
      ...(picture ? [link({ rel: 'preload', href: picture, as: 'image', fetchpriority: 'high' })] : []),
      ...(content.kind === 'item'
        ? [link({ rel: 'preload', href: content.answer, as: 'fetch', crossorigin: 'anonymous' })]
        : []),
    ];
  };

  const codeHints = (route: PageRoute): string[] => {
    const hints: string[] = [];
    if (route.path === '/') {
      hints.push(
        link({
          rel: 'preload',
          href: `${API_PREFIX}${HOME_HERO_IMAGES.poster}`,
          as: 'image',
          fetchpriority: 'high',
          media: '(prefers-reduced-motion: no-preference)',
        }),
        link({
          rel: 'preload',
          href: `${API_PREFIX}${HOME_HERO_IMAGES.still}`,
          as: 'image',
          fetchpriority: 'high',
          media: '(prefers-reduced-motion: reduce)',
        }),
      );
    }
    const channels = builds.stableChannels(route.remote);
    return channels ? [...hints, ...remoteHints(channels, route.expose)] : hints;
  };

  return (route: PageRoute, content: PageContent | undefined): string[] =>
    content ? [...contentHints(content), ...codeHints(route)] : codeHints(route);
}
