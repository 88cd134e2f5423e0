// THE dialog of the product: a title, a body that scrolls inside, and a footer of actions. Screens pass
// only what differs; Esc and the close actions call onClose (not while `busy`).
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { KeyboardEventHandler, ReactNode } from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** The action buttons, in order (the main one last). */
  footer?: ReactNode;
  open?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'full' | { base?: 'full' | 'sm' | 'md' | 'lg' | 'xl'; md?: 'sm' | 'md' | 'lg' | 'xl' };
  /** While an action runs the dialog cannot be dismissed. */
  busy?: boolean;
  /** A click outside dismisses it (off for dialogs that hold typed data or open as another closes). */
  closeOnInteractOutside?: boolean;
  role?: 'dialog' | 'alertdialog';
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** Extra content at the top of the content box (e.g. a print stylesheet). */
  head?: ReactNode;
  /** The element focused on opening (the first focusable one otherwise), e.g. the field typed first. */
  initialFocusEl?: () => HTMLElement | null;
  /** The element focused on closing (the one focused before opening otherwise), e.g. the counter's search. */
  finalFocusEl?: () => HTMLElement | null;
}

export function ModalDialog({ title, onClose, children, footer, open = true, size = 'md', busy = false, closeOnInteractOutside = true, role = 'dialog', onKeyDown, head, initialFocusEl, finalFocusEl }: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown}>
            {head}
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
