// A dialog whose body can be printed with the browser's print view: while printing, only the dialog's
// .print-area is shown (an 80 mm ticket adds the class ticket-80mm; .no-print parts are left out).
import { Button } from '@chakra-ui/react/button';
import type { ReactNode } from 'react';
import { ModalDialog } from '../feedback/ModalDialog';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .print-area, .print-area * { visibility: visible !important; }
  .print-area { position: absolute; left: 0; top: 0; width: 100%; }
  .print-area.ticket-80mm { width: 72mm; }
  .no-print { display: none !important; }
}`;

export interface PrintableDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Actions after Imprimir and Cerrar (the main one last). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** False while there is nothing final to print (a close still being counted). */
  printable?: boolean;
  printText?: string;
  /** The button that only dismisses the window ('Cerrar', or 'Cancelar' when nothing was done yet). */
  closeText?: string;
  /** Focused once the dialog closes (see ModalDialog). */
  finalFocusEl?: () => HTMLElement | null;
  /** Plain elements instead of Chakra's dialog (see ModalDialog). */
  plain?: boolean;
}

/** Wrap the printable part of `children` in an element with className="print-area". */
export function PrintableDialog({ title, onClose, children, footer, size = 'md', printable = true, printText = 'Imprimir', closeText = 'Cerrar', finalFocusEl, plain = false }: PrintableDialogProps) {
  return (
    // Opened right as another dialog closes: the focus going back outside must not dismiss it.
    <ModalDialog
      title={title}
      onClose={onClose}
      size={size}
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
      plain={plain}
      head={<style>{PRINT_CSS}</style>}
      footer={
        <>
          {printable && (
            <Button variant="outline" onClick={() => window.print()}>
              {printText}
            </Button>
          )}
          <Button variant={footer ? 'outline' : 'solid'} onClick={onClose}>
            {closeText}
          </Button>
          {footer}
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
