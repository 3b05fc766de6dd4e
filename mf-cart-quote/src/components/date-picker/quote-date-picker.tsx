import 'react-datepicker/dist/react-datepicker.css';
import { startTransition, useRef, useState, useTransition, type MouseEvent } from 'react';
import DatePicker from 'react-datepicker';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import inputControl from '@rental/shared/ui/input-control.module.css';
import { useMediaQuery } from '@rental/shared/ui/use-media-query.ts';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';
import { pickerLocale, spokenDate } from './date-picker-locales.ts';
import { DATE_INPUT_FORMATS, nowOnStep, PICKER_MAX_DATE } from './picker-dates.ts';
import { PickerDayChoice, PickerDayContents, PickerDialog } from './picker-dialog.tsx';
import { PickerField } from './picker-field.tsx';
import { PickerHeader } from './picker-header.tsx';
import { PickerTimeMenus } from './picker-time-menus.tsx';
import { pickerTexts } from './picker-texts.ts';
import styles from './date-picker.module.css';

/**
 * Phones: a popup anchored to the field would not fit beside the fixed header, so it opens centred. The
 * server knows no screen, so the screen counts as wide there and while the browser hydrates; the browser
 * reads its own from the render after, before the calendar can open (docs/decisions/015).
 */
const NARROW_SCREEN_QUERY = '(max-width: 639px)';

export interface QuoteDatePickerProps {
  id: string;
  value: string | null;
  onChange: (isoDate: string | null) => void;
  /** The earliest day that can be chosen (never before today). */
  minDate: Date;
  maxDate?: Date;
  /** The earliest moment (not only day) allowed: an earlier pick on that day moves up to it. */
  notBefore?: Date;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A date and time field with the picker defaults of docs/product.md#validation-quote: 24-hour time in
 * 5-minute steps (hour and minute menus), weeks from Monday, month and year menus (1900–2100, limited to
 * what may be chosen), dates in the language's order (month/day/year in English, day/month/year in the
 * others), and Select / Cancel / Now. Typing a date works as well as picking one.
 * Everything is in the current language.
 */
export function QuoteDatePicker({
  id,
  value,
  onChange,
  minDate,
  maxDate,
  notBefore,
  invalid,
  describedBy,
}: QuoteDatePickerProps) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const picker = useRef<DatePicker>(null);
  const valueAtOpen = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const language = useLanguage();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, false);
  const [opening, startOpening] = useTransition();
  const selected = value ? new Date(value) : null;
  const latest = maxDate ?? PICKER_MAX_DATE;

  const change = (picked: Date | null) => {
    // Typed dates bypass the calendar's limits, so they are checked here too.
    if (picked && (picked < startOfDay(minDate) || picked > latest)) return;
    const date = picked && notBefore && picked < notBefore ? notBefore : picked;
    startTransition(() => {
      onChange(date ? date.toISOString() : null);
      setAnnouncement(date ? t('datePicker.selected', { value: spokenDate(date, language) }) : '');
    });
  };
  const close = () => picker.current?.setOpen(false);
  // A calendar still rendering when the visitor leaves the field, or presses Escape or Tab, would open
  // after they left: it is closed instead, and the field keeps its focus.
  const cancelOpening = () => {
    if (opening) picker.current?.setOpen(false, true);
  };

  const chooseDay = (day: Date, event: MouseEvent<HTMLElement>) => picker.current?.handleSelect(day, event);

  return (
    <div className={styles.picker}>
      <PickerDayChoice value={chooseDay}>
        <DatePicker
          ref={picker}
          id={id}
          selected={selected}
          onChange={change}
          onCalendarOpen={() => (valueAtOpen.current = value)}
          customInput={<PickerField startOpening={startOpening} />}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') cancelOpening();
          }}
          onBlur={cancelOpening}
          locale={pickerLocale(language)}
          dateFormat={DATE_INPUT_FORMATS[language]}
          showTimeInput
          timeInputLabel={t('datePicker.time')}
          customTimeInput={<PickerTimeMenus earliest={notBefore} />}
          calendarStartDay={1}
          renderCustomHeader={(header) => (
            <PickerHeader {...header} language={language} minDate={minDate} maxDate={latest} />
          )}
          minDate={minDate}
          maxDate={latest}
          shouldCloseOnSelect={false}
          withPortal={narrow}
          autoComplete="off"
          ariaInvalid={invalid ? 'true' : undefined}
          ariaDescribedBy={describedBy}
          className={inputControl.control}
          calendarClassName={styles.calendar}
          popperClassName={styles.popper}
          calendarContainer={PickerDialog}
          renderDayContents={(dayOfMonth, date) => <PickerDayContents dayOfMonth={dayOfMonth} date={date} />}
          {...pickerTexts(t)}
        >
          <div className={styles.buttons}>
            <button type="button" className={styles.primaryButton} onClick={close}>
              {t('datePicker.select')}
            </button>
            <button
              type="button"
              onClick={() => {
                onChange(valueAtOpen.current);
                close();
              }}
            >
              {t('datePicker.cancel')}
            </button>
            <button type="button" onClick={() => change(nowOnStep(new Date()))}>
              {t('datePicker.now')}
            </button>
          </div>
        </DatePicker>
      </PickerDayChoice>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
