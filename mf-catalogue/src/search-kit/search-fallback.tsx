import { Trans, useTranslation } from 'react-i18next';
import type { SearchSuggestions, SuggestedCategory } from '@rental/shared/contracts';
import { useLocalizedTitle } from '@rental/shared/i18n/localized-title.ts';
import { Link } from '@rental/shared/routes/router.ts';
import { paths } from '@rental/shared/routes/paths.ts';
import { useSiteRoot } from '@rental/shared/routes/site-root.ts';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import { searchedList, type SearchKind } from './search-scope.tsx';
import styles from './search.module.css';

const categoryPath = (found: SuggestedCategory) =>
  found.category
    ? paths.equipments({ categoryId: found.category.id, subcategoryId: found.id })
    : paths.equipments({ categoryId: found.id });

/**
 * What a search that found nothing offers instead (docs/product.md#lists), never an empty page: the nearest
 * words that do find something ("Did you mean …"), the categories nearest the words, or, when nothing is
 * near, every category of the catalogue.
 */
export function SearchFallback({ kind, overview }: { kind: SearchKind; overview: SearchSuggestions | null }) {
  const { t } = useTranslation(CATALOGUE_NS);
  const titleOf = useLocalizedTitle();
  const { categories: everyCategory } = useSiteRoot();
  const nearest: SuggestedCategory[] =
    overview && overview.nearest_categories.length > 0
      ? overview.nearest_categories
      : everyCategory.map(({ id, title, translations }) => ({ id, title, translations, category: null }));
  return (
    <div className={styles.fallback}>
      {overview?.did_you_mean && (
        <p className={styles.didYouMean}>
          <Trans
            t={t}
            i18nKey="search.didYouMean"
            values={{ query: overview.did_you_mean }}
            components={[<Link key="corrected" to={searchedList(kind, overview.did_you_mean)} />]}
          />
        </p>
      )}
      {nearest.length > 0 && (
        <nav aria-labelledby="search-nearest">
          <h3 id="search-nearest" className={styles.nearestTitle}>
            {t(overview?.nearest_categories.length ? 'search.nearest' : 'search.browse')}
          </h3>
          <ul className={styles.nearest}>
            {nearest.map((found) => (
              <li key={`${found.category ? 'sub' : 'cat'}-${found.id}`}>
                <Link to={categoryPath(found)}>{titleOf(found)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
