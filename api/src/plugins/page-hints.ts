import path from 'node:path';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import { detailPageItems } from '@rental/shared/api-client/detail-answers.ts';
import type { ItemType } from '@rental/shared/contracts';
import { matchPageRoute, type PageRoute } from '@rental/shared/federation/page-routes.ts';
import { isRemotesManifest, type RemoteChannels } from '@rental/shared/federation/remotes-manifest.ts';
import { HOME_HERO_IMAGES } from '@rental/shared/site/home-hero-images.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** remotes.json is edited in place to ship a remote; a manifest changes with a rebuild. */
const cachedJsonReader = () => changedFileReader((text): unknown => JSON.parse(text));

/** The main picture of a catalogue item (null: none), or undefined when there is no such item. */
export type MainImageLookup = (type: ItemType, id: number) => Promise<string | null | undefined>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')}>`;

/**
 * The `<link rel="preload">` hints for one page (issue 8): the federation manifest, entry script and
 * first chunks of the remote that renders the page, so they download while the shell starts instead of
 * after it, and on the home page its largest image (drawn by the page's first screen, first-screen.ts):
 * hinted first, it is requested before the remote's scripts take the connections; on a detail page, the
 * API answer the page draws and its item's picture (`detailPageItems`). A remote with a canary
 * rolling out is not hinted: the visitor's channel is only known in the browser, and a wrong guess would
 * download a build for nothing.
 */
export function pageHintsReader(siteRoot: string, shellDist: string, mainImageOf: MainImageLookup) {
  const readJson = cachedJsonReader();

  const localManifestFile = (entry: string) => {
    const match = /^\/remotes\/([\w-]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry);
    return match
      ? path.join(siteRoot, match[1] ?? '', 'dist', match[2] ?? '', 'mf-manifest.json')
      : undefined;
  };

  const remoteHints = (channels: RemoteChannels, expose: string): string[] => {
    const { entry } = channels.stable;
    const hints = [link({ rel: 'preload', href: entry, as: 'fetch', crossorigin: 'anonymous' })];
    const file = localManifestFile(entry);
    const manifest = (file ? readJson(file) : undefined) as FederationManifest | undefined;
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
   * On a detail page, the API answer it draws from and the item's picture, its largest paint: both are
   * requested with the page's code instead of after it (the browser hands the preloaded answer to the
   * page's own request). The picture is left out when the lookup fails or finds no such item.
   */
  const itemHints = async (routePath: string, pathname: string): Promise<string[]> => {
    const item = detailPageItems[routePath];
    const id = pathname.split('/')[routePath.split('/').indexOf(':id')] ?? '';
    if (!item || !/^[1-9]\d{0,9}$/.test(id)) return [];
    const hints = [
      link({
        rel: 'preload',
        href: `${API_PREFIX}${item.answer(Number(id))}`,
        as: 'fetch',
        crossorigin: 'anonymous',
      }),
    ];
    const image = await mainImageOf(item.type, Number(id)).catch(() => undefined);
    if (image !== undefined)
      hints.push(link({ rel: 'preload', href: imageUrl(image), as: 'image', fetchpriority: 'high' }));
    return hints;
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
    const remotes = readJson(path.join(shellDist, 'remotes.json'));
    if (!isRemotesManifest(remotes)) return hints;
    const channels = remotes[route.remote];
    if (channels.canary && channels.canary.percent > 0) return hints;
    return [...hints, ...remoteHints(channels, route.expose)];
  };

  return async (pathname: string): Promise<string[]> => {
    const route = matchPageRoute(pathname);
    return route ? [...codeHints(route), ...(await itemHints(route.path, pathname))] : [];
  };
}
