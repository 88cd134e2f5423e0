import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@mikro/ui';

// While printing, only the dialog's .print-area is shown (the shell's layout stays on screen otherwise).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .print-area, .print-area * { visibility: visible !important; }
  .print-area { position: absolute; left: 0; top: 0; }
  .print-area.ticket-80mm { width: 72mm; }
}`;

interface PrintableDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** False while there is nothing final to print (a close still being counted). */
  printable?: boolean;
  /** The button that only dismisses the window ('Cerrar', or 'Cancelar' when nothing was done yet). */
  dismissLabel?: string;
}

export function PrintableDialog({ title, onClose, children, footer, size = 'md', printable = true, dismissLabel = 'Cerrar' }: PrintableDialogProps) {
  return (
    // Opened right as another dialog closes: the focus going back outside must not dismiss it.
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={size} scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <style>{PRINT_CSS}</style>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {printable && (
                <Button variant="outline" onClick={() => window.print()}>
                  Imprimir
                </Button>
              )}
              <Button variant={footer ? 'outline' : 'solid'} onClick={onClose}>
                {dismissLabel}
              </Button>
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
