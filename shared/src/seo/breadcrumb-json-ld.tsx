import { useLanguage } from '../i18n/use-language.ts';
import { JsonLd } from './json-ld.tsx';
import { useSiteRoot } from '../routes/site-root.ts';
import { canonicalUrl } from './page-address.ts';
import { breadcrumbJsonLd } from './structured-data.ts';

export interface BreadcrumbPage {
  /** The page's name, in the language being read. */
  name: string;
  path: string;
}

/** A `BreadcrumbList` from the home page down to this one, each step at its address in this language. */
export function BreadcrumbJsonLd({ pages }: { pages: BreadcrumbPage[] }) {
  const language = useLanguage();
  const { origin } = useSiteRoot();
  return (
    <JsonLd
      data={breadcrumbJsonLd(
        pages.map(({ name, path }) => ({ name, url: canonicalUrl(origin, path, language) })),
      )}
    />
  );
}
