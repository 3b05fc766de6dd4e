import type { TFunction } from 'i18next';

/** Every text react-datepicker shows or announces, from the cartQuote namespace (its defaults are English). */
export function pickerTexts(t: TFunction) {
  return {
    placeholderText: t('datePicker.placeholder'),
    previousYearAriaLabel: t('datePicker.previousYear'),
    nextYearAriaLabel: t('datePicker.nextYear'),
    chooseDayAriaLabelPrefix: t('datePicker.chooseDay'),
    disabledDayAriaLabelPrefix: t('datePicker.notAvailable'),
    monthAriaLabelPrefix: t('datePicker.month'),
    weekAriaLabelPrefix: t('datePicker.week'),
    ariaLabelClose: t('datePicker.close'),
  };
}
