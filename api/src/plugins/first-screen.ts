import path from 'node:path';
import type { PageRoute } from '@rental/shared/federation/page-routes.ts';
import type { Language } from '@rental/shared/contracts';
import { firstScreenHtml, type FirstScreenContent } from '@rental/shared/site/first-screen.ts';
import { HOME_HERO_IMAGES } from '@rental/shared/site/home-hero-images.ts';
import { API_PREFIX } from '../http/api-prefix.ts';
import { changedFileReader } from '../http/changed-file-reader.ts';
import type { PageContent } from './page-content.ts';
import type { RemoteBuilds } from './remote-builds.ts';

const barOnly = firstScreenHtml(API_PREFIX, { kind: 'bar' });

const textAt = (texts: unknown, key: string): string | undefined => {
  const value =
    typeof texts === 'object' && texts !== null ? (texts as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * The markup a page starts with before the app runs: the header's bar; on the home page the hero picture,
 * written into the page as a `data:` address (about 11 KB) read from the media folder, so that the page's
 * largest paint needs neither a second request nor a free main thread (issue 8), and while the file
 * cannot be read the picture's address instead; on a detail page whose item is known, its picture; on a
 * list without search words or sort, its first row's pictures; on a page with opening texts, its heading
 * and introduction in the page's language, from the texts the remote's stable build publishes (none
 * while a canary rolls out, or when the build has no such text).
 */
export function firstScreenReader(mediaDir: string, builds: RemoteBuilds) {
  const posterFile = path.join(mediaDir, HOME_HERO_IMAGES.poster.replace(/^\/media\//, ''));
  const readHome = changedFileReader(
    (base64) => firstScreenHtml(API_PREFIX, { kind: 'home', heroPoster: `data:image/webp;base64,${base64}` }),
    'base64',
  );

  const openingOf = (route: PageRoute, language: Language): FirstScreenContent | undefined => {
    const channels = route.openingTexts && builds.stableChannels(route.remote);
    if (!route.openingTexts || !channels) return undefined;
    const texts = builds.buildJson(channels.stable.entry, `locales/${language}.json`);
    const heading = textAt(texts, route.openingTexts.heading);
    const intro = textAt(texts, route.openingTexts.intro);
    return heading && intro ? { kind: 'opening', heading, intro } : undefined;
  };

  const contentOf = (route: PageRoute, content: PageContent | undefined, language: Language) => {
    if (content?.kind === 'item' && content.picture)
      return { kind: 'item' as const, picture: content.picture };
    if (content?.kind === 'list' && content.pictures.length > 0) return content;
    return openingOf(route, language);
  };

  return (route: PageRoute | undefined, content: PageContent | undefined, language: Language): string => {
    if (route?.path === '/') return readHome(posterFile) ?? firstScreenHtml(API_PREFIX, { kind: 'home' });
    const drawn = route && contentOf(route, content, language);
    return drawn ? firstScreenHtml(API_PREFIX, drawn) : barOnly;
  };
}
