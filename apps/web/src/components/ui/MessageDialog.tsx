import type { Message } from '../../lib/messages';
import { Modal } from './Modal';

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
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title={message?.title || 'Alert'}
      description={message?.message ?? ''}
      role={role}
      size="message"
      closeLabel={closeLabel}
      focusClose
    />
  );
}
