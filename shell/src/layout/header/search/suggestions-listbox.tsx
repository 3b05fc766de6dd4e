import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@rental/shared/api-client/api-base.ts';
import styles from './header-search.module.css';
import type { SuggestionGroup, SuggestionOption } from './suggestion-options.ts';

/** An option's id in the page, which the combobox names as its active descendant. */
export const optionId = (listId: string, option: SuggestionOption) => `${listId}-${option.key}`;

/**
 * The popup of the header's combobox (WAI-ARIA 1.2, a listbox with groups): the options never take the
 * focus, which stays in the text box; the active one is the text box's `aria-activedescendant`. A press on
 * an option does not blur the text box, and its click chooses it. Memoised: a keystroke re-renders the
 * text box, not the options it has not changed.
 */
export const SuggestionsListbox = memo(function SuggestionsListbox({
  id,
  hidden,
  groups,
  seeAll,
  activeKey,
  onChoose,
  onPoint,
}: {
  id: string;
  /** Closed: the list stays in the page, empty, for the combobox's `aria-controls` to name. */
  hidden: boolean;
  groups: SuggestionGroup[];
  /** The last option: every result for the words typed; null before the first answer. */
  seeAll: SuggestionOption | null;
  activeKey: string | null;
  onChoose: (option: SuggestionOption) => void;
  onPoint: (option: SuggestionOption) => void;
}) {
  const { t } = useTranslation('shell');
  const option = (choice: SuggestionOption, className = styles.option) => (
    <li
      key={choice.key}
      id={optionId(id, choice)}
      role="option"
      aria-selected={choice.key === activeKey}
      className={className}
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => onPoint(choice)}
      onClick={() => onChoose(choice)}
    >
      {choice.image !== undefined && (
        <img className={styles.picture} src={imageUrl(choice.image)} alt="" width={48} height={48} />
      )}
      <span className={styles.text}>
        <span className={styles.label} lang={choice.lang}>
          {choice.label}
        </span>
        {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
      </span>
    </li>
  );
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      className={styles.listbox}
      hidden={hidden}
    >
      {!hidden &&
        groups.map((group) => (
          <li key={group.kind} role="presentation">
            <ul role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
              <li role="presentation" id={`${id}-${group.kind}`} className={styles.groupHeading}>
                {t(`search.groups.${group.kind}`)}
              </li>
              {group.options.map((choice) => option(choice))}
            </ul>
          </li>
        ))}
      {!hidden && seeAll && option(seeAll, `${styles.option} ${styles.seeAll}`)}
    </ul>
  );
});
