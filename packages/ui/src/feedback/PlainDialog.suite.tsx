import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { ModalDialog, type ModalDialogProps } from './ModalDialog';
import { PrintableDialog } from '../payments/PrintableDialog';

type Options = Partial<Pick<ModalDialogProps, 'busy' | 'closeOnInteractOutside' | 'finalFocusEl' | 'initialFocusEl'>>;

/** A page with a button that opens a plain dialog (Cancelar closes it, like the counter's payment dialog). */
function Page({ onClose, options = {} }: { onClose: () => void; options?: Options }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cobrar
      </button>
      <button type="button">Otro</button>
      <ModalDialog
        title="Cobrar $ 12.50"
        plain
        open={open}
        onClose={close}
        footer={
          <>
            <button type="button" onClick={close}>
              Cancelar
            </button>
            <button type="button">Confirmar cobro</button>
          </>
        }
        {...options}
      >
        <input aria-label="Importe" />
      </ModalDialog>
    </>
  );
}

async function openDialog(options: Options = {}) {
  const onClose = jest.fn<() => void>();
  const user = userEvent.setup();
  render(
    <UiTestProvider>
      <Page onClose={onClose} options={options} />
    </UiTestProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Cobrar' }));
  const dialog = screen.getByRole('dialog', { name: 'Cobrar $ 12.50' });
  return { onClose, user, dialog };
}

const pageStyles = () => ({
  html: document.documentElement.getAttribute('style'),
  body: document.body.getAttribute('style'),
  hidden: document.querySelectorAll('[aria-hidden="true"]:not(.mk-dialog-backdrop)').length,
});

describe('ModalDialog plain', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.body.removeAttribute('style');
  });

  it('is a modal dialog named by its title, focused on its first field, that leaves the page styles alone', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('mk-dialog');
    expect(screen.getByLabelText('Importe')).toHaveFocus();
    expect(pageStyles()).toEqual({ html: null, body: null, hidden: 0 });
    // Its look is one stylesheet in the document, added once.
    expect(document.querySelectorAll('#mk-plain-dialog-css')).toHaveLength(1);
  });

  it('focuses initialFocusEl when given', async () => {
    await openDialog({ initialFocusEl: () => screen.getByRole('button', { name: 'Confirmar cobro' }) });
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toHaveFocus();
  });

  it('closes with Esc and gives the focus back to what had it before', async () => {
    const { onClose, user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cobrar' })).toHaveFocus();
  });

  it('gives the focus to finalFocusEl on closing when given', async () => {
    const { user } = await openDialog({ finalFocusEl: () => screen.getByRole('button', { name: 'Otro' }) });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Otro' })).toHaveFocus();
  });

  it('does not close with Esc while busy', async () => {
    const { onClose, user } = await openDialog({ busy: true });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openDialog();
    const amount = screen.getByLabelText('Importe');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toHaveFocus();
  });

  it('takes the focus back when something moves it to the page', async () => {
    await openDialog();
    act(() => screen.getByRole('button', { name: 'Otro' }).focus());
    expect(screen.getByLabelText('Importe')).toHaveFocus();
  });

  it('a press on the backdrop keeps the page out of reach and closes only when allowed', async () => {
    const held = await openDialog({ closeOnInteractOutside: false });
    const positioner = held.dialog.parentElement!;
    expect(positioner).toHaveClass('mk-dialog-positioner');
    // The press is cancelled, so the focus does not leave the dialog.
    expect(fireEvent.mouseDown(positioner)).toBe(false);
    expect(held.onClose).not.toHaveBeenCalled();
    // A press on the content is not one outside.
    fireEvent.mouseDown(held.dialog);
    expect(held.onClose).not.toHaveBeenCalled();
  });

  it('closes on a press outside when closeOnInteractOutside is on', async () => {
    const { dialog, onClose } = await openDialog({ closeOnInteractOutside: true });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a dialog replacing another in one render keeps the focus (the charge giving way to its ticket)', async () => {
    function Counter() {
      const [step, setStep] = useState<'pay' | 'ticket' | null>(null);
      return (
        <>
          <input aria-label="Buscar producto" />
          <button type="button" onClick={() => setStep('pay')}>
            Cobrar
          </button>
          <ModalDialog plain title="Cobrar $ 12.50" open={step === 'pay'} onClose={() => setStep(null)} footer={<button onClick={() => setStep('ticket')}>Confirmar cobro</button>}>
            <input aria-label="Importe" />
          </ModalDialog>
          {step === 'ticket' && (
            <PrintableDialog plain title="Ticket de venta" onClose={() => setStep(null)} finalFocusEl={() => screen.getByLabelText('Buscar producto')}>
              <p className="print-area">Núm. provisional 1</p>
            </PrintableDialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <Counter />
      </UiTestProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cobrar' }));
    expect(screen.getByLabelText('Importe')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
    expect(screen.queryByRole('dialog', { name: 'Cobrar $ 12.50' })).toBeNull();
    const ticket = screen.getByRole('dialog', { name: 'Ticket de venta' });
    // The charge's closing does not take the focus back to the page behind the ticket.
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveFocus();
    expect(ticket).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Buscar producto')).toHaveFocus();
  });

  it('with two open, only the top one answers Tab and Esc', async () => {
    const onCloseBelow = jest.fn<() => void>();
    function Stacked() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <ModalDialog plain title="Abajo" onClose={onCloseBelow} footer={<button onClick={() => setSecond(true)}>Abrir otro</button>}>
            <input aria-label="Campo de abajo" />
          </ModalDialog>
          {second && (
            <ModalDialog plain title="Arriba" onClose={() => setSecond(false)}>
              <input aria-label="Campo de arriba" />
            </ModalDialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <Stacked />
      </UiTestProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir otro' }));
    expect(screen.getByLabelText('Campo de arriba')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Campo de arriba')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Arriba' })).toBeNull();
    expect(onCloseBelow).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Abrir otro' })).toHaveFocus();
  });
});
