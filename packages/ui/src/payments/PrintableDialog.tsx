// A dialog whose body can be printed with the browser's print view: while printing, only the dialog's
// .print-area is shown.
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { ReactNode } from 'react';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .print-area, .print-area * { visibility: visible !important; }
  .print-area { position: absolute; left: 0; top: 0; width: 100%; }
  .no-print { display: none !important; }
}`;

export interface PrintableDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  printText?: string;
  closeText?: string;
}

/** Wrap the printable part of `children` in an element with className="print-area". */
export function PrintableDialog({ title, onClose, children, footer, size = 'md', printText = 'Imprimir', closeText = 'Cerrar' }: PrintableDialogProps) {
  return (
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
              {footer}
              <Button variant="outline" onClick={() => window.print()}>
                {printText}
              </Button>
              <Button onClick={onClose}>{closeText}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
