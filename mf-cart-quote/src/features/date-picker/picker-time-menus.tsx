import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { TIME_STEP_MINUTES } from './picker-dates.ts';
import styles from './date-picker.module.css';

const pad = (value: number) => String(value).padStart(2, '0');
/** What a menu shows while the field holds no date: a placeholder in the clock's own digits' place. */
const NO_CHOICE = '--';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 / TIME_STEP_MINUTES }, (_, step) => step * TIME_STEP_MINUTES);

export interface PickerTimeMenusProps {
  /** The earliest moment that may be chosen, when it falls on the day shown: earlier times are disabled. */
  earliest?: Date;
  /** Given by react-datepicker: the selected date, its time as `HH:mm` ('' with no date), and its setter. */
  date?: Date;
  value?: string;
  onChange?: (time: string) => void;
}

/**
 * The picker's time: an hour menu and a minute menu in 5-minute steps. react-datepicker's own time list
 * renders and measures 288 entries on every open, change of month and choice of a day, which took most
 * of a phone's time to answer those taps (docs/decisions/022); two native menus cost almost nothing and
 * are the control a phone's visitor knows.
 */
export function PickerTimeMenus({ earliest, date, value = '', onChange }: PickerTimeMenusProps) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const [hourText = '', minuteText = ''] = value.split(':');
  const hour = hourText === '' ? null : Number(hourText);
  const minute = minuteText === '' ? null : Number(minuteText);
  const sameDay = Boolean(date && earliest && date.toDateString() === earliest.toDateString());
  const earliestHour = sameDay && earliest ? earliest.getHours() : 0;
  const earliestMinute = sameDay && earliest && hour === earliest.getHours() ? earliest.getMinutes() : 0;

  const choose = (nextHour: number, nextMinute: number) => onChange?.(`${pad(nextHour)}:${pad(nextMinute)}`);
  const chooseHour = (event: ChangeEvent<HTMLSelectElement>) =>
    choose(Number(event.target.value), minute ?? 0);
  const chooseMinute = (event: ChangeEvent<HTMLSelectElement>) =>
    choose(hour ?? earliestHour, Number(event.target.value));

  return (
    <span className={styles.timeMenus}>
      <select
        className={styles.menu}
        aria-label={t('datePicker.hour')}
        value={hour === null ? '' : String(hour)}
        onChange={chooseHour}
      >
        {hour === null && <option value="">{NO_CHOICE}</option>}
        {HOURS.map((each) => (
          <option key={each} value={each} disabled={each < earliestHour}>
            {pad(each)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select
        className={styles.menu}
        aria-label={t('datePicker.minute')}
        value={minute === null ? '' : String(minute)}
        onChange={chooseMinute}
      >
        {minute === null && <option value="">{NO_CHOICE}</option>}
        {MINUTES.map((each) => (
          <option key={each} value={each} disabled={each < earliestMinute}>
            {pad(each)}
          </option>
        ))}
      </select>
    </span>
  );
}
