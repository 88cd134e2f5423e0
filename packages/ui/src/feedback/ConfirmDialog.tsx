import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  body?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button, for deleting and other actions that cannot be undone. */
  destructive?: boolean;
  /** The dialog shows a loading button while it runs and closes when it resolves; if it throws, it stays open. */
  onConfirm: () => void | Promise<void>;
}

/** Ask before a destructive or important action. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  body,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);

  async function confirm() {
    setRunning(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (e.g. notify.error); the dialog stays open so the user can retry or cancel.
    } finally {
      setRunning(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !running) onClose();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body ? (
              <Dialog.Body>
                <Dialog.Description asChild>
                  <div>{body}</div>
                </Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={running}>
                {cancelText}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={() => void confirm()}
                loading={running}
              >
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
