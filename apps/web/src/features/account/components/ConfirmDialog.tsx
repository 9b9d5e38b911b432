import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** A dangerous, irreversible action: the cancel button gets the initial focus. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible confirmation (`alertdialog`, focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
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
