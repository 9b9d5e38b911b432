import { useLayoutEffect, useRef } from 'react';

const IN_DIALOG = '[role="dialog"], [role="alertdialog"]';

// The last control focused outside any dialog: the one that opened the next dialog, even when that
// dialog follows another (a review, then its confirmation) or opens after an answer from the server.
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest(IN_DIALOG)) lastOutside = target;
    },
    true,
  );
}

/**
 * Every dialog gives focus back to the control that opened it (Radix alone returns it to whatever had
 * focus when it mounted, which is lost when a dialog follows another). Pass the result as the dialog
 * content's `onCloseAutoFocus` (or call it on close); a control that is gone or disabled by then keeps
 * Radix's default.
 */
export function useReturnFocus(open: boolean): (event?: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = lastOutside;
  }, [open]);
  return (event) => {
    const control = opener.current;
    if (!control?.isConnected || control.matches(':disabled')) return;
    event?.preventDefault();
    control.focus();
  };
}
