import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CART_QUOTE_NS } from '../../i18n/cart-quote-i18n.ts';

/** What the dialog does with a day the visitor clicks: the picker's own choice of that day. */
export const PickerDayChoice = createContext<(day: Date, event: MouseEvent<HTMLElement>) => void>(() => {});

/** The attribute that carries a day cell's date (its time value), set by `PickerDayContents`. */
const DAY_ATTRIBUTE = 'data-day';

/** A day cell's number, carrying the cell's date for the dialog to read. */
export function PickerDayContents({ dayOfMonth, date }: { dayOfMonth: number; date?: Date }) {
  return <span {...{ [DAY_ATTRIBUTE]: date?.valueOf() }}>{dayOfMonth}</span>;
}

/**
 * The calendar's container. react-datepicker names its popup in English; this one names it in the current
 * language. It also keeps the calendar quick to answer: the library renders all six weeks of days again
 * when a day is clicked and whenever the pointer enters a day (for range selection, which this picker does
 * not use), each longer than a phone's frame (docs/decisions/022). So the pointer's comings and goings stop
 * here, and a clicked day is chosen as a transition: the tap paints at once and the calendar follows.
 */
export function PickerDialog({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation(CART_QUOTE_NS);
  const chooseDay = useContext(PickerDayChoice);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const stop = (event: Event) => event.stopPropagation();
    for (const type of POINTER_CROSSINGS) element.addEventListener(type, stop);
    return () => {
      for (const type of POINTER_CROSSINGS) element.removeEventListener(type, stop);
    };
  }, []);

  const clickDay = (event: MouseEvent<HTMLDivElement>) => {
    const cell = event.target instanceof Element ? event.target.closest(DAY_CELL) : null;
    const dayValue = cell?.querySelector(`[${DAY_ATTRIBUTE}]`)?.getAttribute(DAY_ATTRIBUTE);
    if (!cell || !dayValue) return;
    event.stopPropagation();
    if (cell.getAttribute('aria-disabled') === 'true') return;
    startTransition(() => chooseDay(new Date(Number(dayValue)), event));
  };

  return (
    <div
      ref={container}
      className={className}
      role="dialog"
      aria-label={t('datePicker.dialog')}
      onClickCapture={clickDay}
    >
      {children}
    </div>
  );
}

const DAY_CELL = '.react-datepicker__day';
/** The native events from which React makes enter and leave events. */
const POINTER_CROSSINGS = ['mouseover', 'mouseout', 'pointerover', 'pointerout'] as const;
