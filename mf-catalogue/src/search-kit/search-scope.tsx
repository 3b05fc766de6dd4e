import { useTranslation } from 'react-i18next';
import type { SearchSuggestions } from '@rental/shared/contracts';
import { Link } from '@rental/shared/routes/router.ts';
import { paths, searchedPath } from '@rental/shared/routes/paths.ts';
import { CATALOGUE_NS } from '../i18n/catalogue-i18n.ts';
import styles from './search.module.css';

export type SearchKind = 'equipment' | 'services' | 'packages';

const LISTS: Record<SearchKind, () => string> = {
  equipment: paths.equipments,
  services: paths.services,
  packages: paths.packages,
};
const KINDS = Object.keys(LISTS) as SearchKind[];

/** The list of one kind, searched for these words. */
export const searchedList = (kind: SearchKind, query: string) => searchedPath(LISTS[kind](), query);

/**
 * A searched list's other kinds, one click away (docs/product.md#lists): "Results in: Equipment · Services (2)
 * · Packages (1)", each the same words in that list; the counts once the overview has them.
 */
export function SearchScope({
  query,
  current,
  overview,
}: {
  query: string;
  current: SearchKind;
  overview: SearchSuggestions | null;
}) {
  const { t } = useTranslation(CATALOGUE_NS);
  const words = query.trim();
  if (!words) return null;
  return (
    <nav className={styles.scope} aria-label={t('search.scope')}>
      <span className={styles.scopeLabel}>{t('search.scope')}</span>
      <ul>
        {KINDS.map((kind) => {
          const total = kind === current || !overview ? null : overview[kind].total;
          return (
            <li key={kind}>
              <Link
                to={searchedList(kind, words)}
                aria-current={kind === current ? 'page' : undefined}
                className={styles.scopeLink}
              >
                {total === null
                  ? t(`search.kinds.${kind}`)
                  : t(`search.kindsCounted.${kind}`, { count: total })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
