import type { ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import { startTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@rental/shared/i18n/languages.ts';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { monthNames } from './date-picker-locales.ts';
import styles from './date-picker.module.css';

type HeaderProps = Pick<
  ReactDatePickerCustomHeaderProps,
  | 'monthDate'
  | 'changeMonth'
  | 'changeYear'
  | 'decreaseMonth'
  | 'increaseMonth'
  | 'prevMonthButtonDisabled'
  | 'nextMonthButtonDisabled'
>;

/** The years the year menu offers: those that may be chosen, and always the one on screen. */
export function yearRange(minDate: Date, maxDate: Date, shown: Date): number[] {
  const first = Math.min(minDate.getFullYear(), shown.getFullYear());
  const last = Math.max(maxDate.getFullYear(), shown.getFullYear());
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The calendar's own header: previous and next month, and month and year menus. react-datepicker's menus
 * have no accessible name (axe: select-name), so the picker gets this header with named ones instead.
 * A new month renders six weeks of days, longer than a phone's frame: the month buttons render it as a
 * transition, so the tap paints at once (docs/decisions/022). The menus stay immediate, as a controlled
 * menu shows its old value until its state changes.
 */
export function PickerHeader({
  monthDate,
  changeMonth,
  changeYear,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  language,
  minDate,
  maxDate,
}: HeaderProps & { language: Language; minDate: Date; maxDate: Date }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  return (
    <div className={styles.header}>
      <button
        type="button"
        className={styles.navButton}
        onClick={() => startTransition(decreaseMonth)}
        disabled={prevMonthButtonDisabled}
        aria-label={t('datePicker.previousMonth')}
      >
        <Chevron points="15 5 8 12 15 19" />
      </button>
      <select
        className={styles.menu}
        aria-label={t('datePicker.month')}
        value={monthDate.getMonth()}
        onChange={(event) => changeMonth(Number(event.target.value))}
      >
        {monthNames(language).map((name, month) => (
          <option key={month} value={month}>
            {name}
          </option>
        ))}
      </select>
      <select
        className={styles.menu}
        aria-label={t('datePicker.year')}
        value={monthDate.getFullYear()}
        onChange={(event) => changeYear(Number(event.target.value))}
      >
        {yearRange(minDate, maxDate, monthDate).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.navButton}
        onClick={() => startTransition(increaseMonth)}
        disabled={nextMonthButtonDisabled}
        aria-label={t('datePicker.nextMonth')}
      >
        <Chevron points="9 5 16 12 9 19" />
      </button>
    </div>
  );
}

function Chevron({ points }: { points: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
