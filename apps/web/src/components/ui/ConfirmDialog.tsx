import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from './returnFocus';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** The catalogue title ("Alert" where it gives none). */
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /**
   * A dangerous, irreversible action: announced as an `alertdialog`, the cancel button gets the initial
   * focus and the confirming one looks dangerous.
   */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with a cancel and a confirming button (Radix: focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          role={destructive ? 'alertdialog' : 'dialog'}
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className="dialog-title">{title || 'Alert'}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="dialog-message">{children}</div>
          </Dialog.Description>
          <div className="dialog-actions confirm-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={onCancel}
              autoFocus={destructive}
              disabled={busy}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              className={destructive ? 'button button-danger' : 'button button-primary'}
              onClick={onConfirm}
              autoFocus={!destructive}
              disabled={busy}
            >
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
