import type { ReactNode } from 'react';
import { Modal } from './Modal';

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
  return (
    <Modal
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={title || 'Alert'}
      description={children ?? null}
      descriptionBlock
      role={destructive ? 'alertdialog' : 'dialog'}
      size="message"
      actions={
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
      }
    />
  );
}
