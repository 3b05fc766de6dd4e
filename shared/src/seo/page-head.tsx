import { useLocation } from '@rental/shared/routes/router.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { siteConfig } from '../site/site-config.ts';
import { metaDescription } from './meta-description.ts';
import { useSiteRoot } from '../routes/site-root.ts';
import { canonicalUrl, languageAlternates, openGraphLocale } from './page-address.ts';
import { shareImageUrl } from './share-image.ts';

export interface PageHeadProps {
  /** The page's own title, already translated; the site's name follows it in the document title. */
  title: string;
  /** What the page offers, already translated; shortened to what a result snippet shows. */
  description: string;
  /** The page's picture as the API names it (`mainImage`); link previews fall back to the site's. */
  image?: string | null;
  /** Not-found and failure states: kept out of search results, so they name no address to file either. */
  noindex?: boolean;
  /** A list's page as its address opens it; pages after the first are filed under their own address. */
  listPage?: number;
}

/**
 * The page's title, description, canonical address, language versions and link-preview tags. React puts
 * them in `<head>` wherever a page renders this, and takes them out when the page goes, so each page
 * renders exactly one.
 */
export function PageHead({ title, description, image, noindex = false, listPage = 1 }: PageHeadProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const { origin } = useSiteRoot();
  const documentTitle = `${title} | ${siteConfig.name}`;
  const summary = metaDescription(description);
  if (noindex) {
    return (
      <>
        <title>{documentTitle}</title>
        <meta name="description" content={summary} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const address = canonicalUrl(origin, pathname, language, listPage);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={address} />
      {languageAlternates(origin, pathname, listPage).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={address} />
      <meta property="og:locale" content={openGraphLocale(language)} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={openGraphLocale(other)} />
      ))}
      <meta property="og:image" content={shareImageUrl(origin, image)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
