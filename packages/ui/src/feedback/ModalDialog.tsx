// THE dialog of the product: a title, a body that scrolls inside, and a footer of actions. Screens pass
// only what differs; Esc and the close actions call onClose (not while `busy`).
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { PlainDialog } from './PlainDialog';

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
  /**
   * Drawn by plain elements with a static stylesheet instead of Chakra's dialog (no state machine, no presence
   * animation, no per-render styles), with its own focus trap and Esc: the same look, the same keys (Esc closes,
   * Tab stays inside, the focus returns), aria-modal, a backdrop that takes the page's clicks, and the page's
   * styles left alone (no scroll lock or pointer block on <html> and <body>, which restyle the whole page as a
   * Chakra dialog opens and closes). For the dialogs a counter opens on every sale; not for a dialog that
   * opens menus or popovers of its own or opens over another Chakra dialog (see PlainDialog).
   */
  plain?: boolean;
}

export function ModalDialog({ title, onClose, children, footer, open = true, size = 'md', busy = false, closeOnInteractOutside = true, role = 'dialog', onKeyDown, head, initialFocusEl, finalFocusEl, plain = false }: ModalDialogProps) {
  if (plain) {
    return open ? (
      <PlainDialog title={title} onClose={onClose} footer={footer} size={size} busy={busy} closeOnInteractOutside={closeOnInteractOutside} role={role} onKeyDown={onKeyDown} head={head} initialFocusEl={initialFocusEl} finalFocusEl={finalFocusEl}>
        {children}
      </PlainDialog>
    ) : null;
  }
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
