import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { useLocation } from '@rental/shared/routes/router.ts';

/**
 * Drives a native `<dialog>` from an `open` prop. `showModal()` makes the page behind inert and keeps focus
 * inside; Escape arrives as a `cancel` event, which is handed to `onClose` so the owner of `open` decides.
 * A click on the backdrop lands on the dialog element itself (its content fills the box); a drag that
 * started inside the content and ended outside does not count.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<HTMLElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // The shell closes the dialog when the path changes; a link to the page already shown changes only the
  // location's key, so that navigation closes it here.
  const { key } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (open) onClose();
  }, [key, open, onClose]);

  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  return {
    dialog,
    initialFocus,
    dialogProps: {
      onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        onClose();
      },
      onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      },
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
        pressStartedOnBackdrop.current = false;
      },
    },
  };
}
