import {
  startTransition,
  type FocusEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type Ref,
  type TransitionStartFunction,
} from 'react';

export interface PickerFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  /** Starts the calendar's opening render as a transition (from `useTransition`). */
  startOpening: TransitionStartFunction;
}

/**
 * The picker's text field. react-datepicker opens its calendar from the field's focus and click handlers
 * in one render of six weeks of days, longer than a phone's frame (docs/decisions/022). Here that render
 * is a transition: the tap paints at once (the field focused, the caret in it) and the calendar follows
 * without holding the page. Leaving the field, which renders the open calendar again (the library notes
 * the field's focus in its state), is a transition too: the first tap inside the calendar paints at once.
 * Typing and keys stay immediate.
 */
export function PickerField({ startOpening, onFocus, onClick, onBlur, ref, ...input }: PickerFieldProps) {
  return (
    <input
      {...input}
      ref={ref}
      type="text"
      onFocus={(event: FocusEvent<HTMLInputElement>) => startOpening(() => onFocus?.(event))}
      onClick={(event: MouseEvent<HTMLInputElement>) => startOpening(() => onClick?.(event))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => startTransition(() => onBlur?.(event))}
    />
  );
}
