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

  return (
    <span className={styles.timeMenus}>
      <TimeMenu
        label={t('datePicker.hour')}
        choices={HOURS}
        chosen={hour}
        earliest={earliestHour}
        onChoose={(nextHour) => choose(nextHour, minute ?? 0)}
      />
      <span aria-hidden="true">:</span>
      <TimeMenu
        label={t('datePicker.minute')}
        choices={MINUTES}
        chosen={minute}
        earliest={earliestMinute}
        onChoose={(nextMinute) => choose(hour ?? earliestHour, nextMinute)}
      />
    </span>
  );
}

/** One of the two menus: two-digit choices, those before `earliest` disabled, a placeholder until chosen. */
function TimeMenu({
  label,
  choices,
  chosen,
  earliest,
  onChoose,
}: {
  label: string;
  choices: readonly number[];
  chosen: number | null;
  earliest: number;
  onChoose: (choice: number) => void;
}) {
  return (
    <select
      className={styles.menu}
      aria-label={label}
      value={chosen === null ? '' : String(chosen)}
      onChange={(event) => onChoose(Number(event.target.value))}
    >
      {chosen === null && <option value="">{NO_CHOICE}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice} disabled={choice < earliest}>
          {pad(choice)}
        </option>
      ))}
    </select>
  );
}
