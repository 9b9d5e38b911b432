import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from './returnFocus';
import type { Message } from '../../lib/messages';

interface MessageDialogProps {
  /** The message to show; the dialog is open while it is set. */
  message: Message | null;
  /** Called when the dialog is dismissed (button, Escape, or a click outside). */
  onClose: () => void;
  /** `alertdialog` for errors and validation messages, `dialog` for confirmations. */
  role?: 'alertdialog' | 'dialog';
  closeLabel?: string;
}

/**
 * The accessible replacement of the old site's `window.alert` (docs/rules/README.md "Texts"): a modal with
 * the catalogue's title ("Alert" where the catalogue gives that) and message, focus trapped, closed with
 * Escape or the OK button, focus returned to where it was.
 */
export function MessageDialog({
  message,
  onClose,
  role = 'alertdialog',
  closeLabel = 'OK',
}: MessageDialogProps) {
  const returnFocus = useReturnFocus(message !== null);
  return (
    <Dialog.Root
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role={role} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="dialog-title">{message?.title || 'Alert'}</Dialog.Title>
          <Dialog.Description className="dialog-message">{message?.message}</Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary" autoFocus>
              {closeLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
