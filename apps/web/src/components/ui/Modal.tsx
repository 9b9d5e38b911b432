import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './returnFocus';
import './Modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, read with it by screen readers. */
  description?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel with a title and a Close button (Radix: focus trapped, Escape closes; focus goes back to
 * the control that opened it). Without a description the panel has no `aria-describedby`.
 */
export function Modal({ open, onClose, title, description, className, children }: ModalProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={['dialog', 'modal-panel', className].filter(Boolean).join(' ')}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="dialog-message">{description}</Dialog.Description>
          ) : null}
          {children}
          <div className="dialog-actions">
            <Dialog.Close className="button button-primary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
