import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './returnFocus';
import './Modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, read with it by screen readers. */
  description?: ReactNode;
  /** The description holds blocks (paragraphs, a list): a `div` in place of the `p`. */
  descriptionBlock?: boolean;
  /** A line under the body, read as the description in place of one under the title. */
  note?: ReactNode;
  /** `alertdialog` for errors and dangerous questions. */
  role?: 'dialog' | 'alertdialog';
  /** `message`: the narrow panel of a message or a question; `panel` (default) is wider and scrolls. */
  size?: 'panel' | 'message';
  className?: string;
  /** The buttons under the body; by default a Close button. */
  actions?: ReactNode;
  closeLabel?: string;
  /** The Close button takes the focus first (a message's OK). */
  focusClose?: boolean;
  /** False while Escape and a click outside must not close it (a request on its way). */
  dismissible?: boolean;
  children?: ReactNode;
}

/**
 * A modal panel with a title and a Close button (Radix: focus trapped, Escape closes; focus goes back to
 * the control that opened it). Without a description or a note the panel has no `aria-describedby`.
 * Every dialog of the site is one: the message and question dialogs pass their own size and buttons.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  descriptionBlock = false,
  note,
  role,
  size = 'panel',
  className,
  actions,
  closeLabel = 'Close',
  focusClose = false,
  dismissible = true,
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus(open);
  const described = description !== undefined || note !== undefined;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && dismissible) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={['dialog', size === 'panel' ? 'modal-panel' : null, className].filter(Boolean).join(' ')}
          onCloseAutoFocus={returnFocus}
          {...(role ? { role } : {})}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description === undefined ? null : descriptionBlock ? (
            <Dialog.Description asChild>
              <div className="dialog-message">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="dialog-message">{description}</Dialog.Description>
          )}
          {children}
          {note === undefined ? null : (
            <Dialog.Description className="dialog-message">{note}</Dialog.Description>
          )}
          {actions === undefined ? (
            <div className="dialog-actions">
              <Dialog.Close className="button button-primary" autoFocus={focusClose}>
                {closeLabel}
              </Dialog.Close>
            </div>
          ) : (
            actions
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
