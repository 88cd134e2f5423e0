import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@chakra-ui/react/field';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { FilePicker } from './FilePicker';

const certificate = new File(['cer'], 'CSD_EKU9003173C9.cer', { type: 'application/x-x509-ca-cert' });

function renderInField(onSelect = jest.fn<(file: File) => void>(), fileName?: string | null) {
  render(
    <UiTestProvider>
      <Field.Root>
        <Field.Label>Certificado (.cer)</Field.Label>
        <FilePicker accept=".cer" onSelect={onSelect} fileName={fileName} />
      </Field.Root>
    </UiTestProvider>,
  );
  return onSelect;
}

describe('FilePicker', () => {
  it('speaks Spanish whatever the browser: a «Seleccionar archivo» button and «Ningún archivo seleccionado»', () => {
    renderInField();
    expect(screen.getByText('Seleccionar archivo')).toBeVisible();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    // The native input is the control, named by the field's label and described by the file name.
    const input = screen.getByLabelText(/Certificado \(\.cer\)/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.cer');
    expect(input).toHaveAccessibleDescription('Ningún archivo seleccionado');
    // The visible button is a label of that input: a click on it opens the chooser.
    expect(screen.getByText('Seleccionar archivo').closest('label')).toHaveAttribute('for', input.id);
  });

  it('reports the chosen file, shows its name, and reports the same file chosen again', async () => {
    const onSelect = renderInField();
    const input = screen.getByLabelText<HTMLInputElement>(/Certificado/);
    await userEvent.upload(input, certificate);
    expect(onSelect).toHaveBeenCalledWith(certificate);
    expect(screen.getByText('CSD_EKU9003173C9.cer')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('CSD_EKU9003173C9.cer');
    // Emptied after each choice, so the corrected file under the same name counts as a new choice.
    expect(input.value).toBe('');
    await userEvent.upload(input, certificate);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('is reached with Tab, and a click on the visible button reaches the native input', async () => {
    const user = userEvent.setup();
    renderInField();
    const input = screen.getByLabelText(/Certificado/);
    await user.tab();
    expect(input).toHaveFocus();
    const clicks = jest.fn();
    input.addEventListener('click', clicks);
    await user.click(screen.getByText('Seleccionar archivo'));
    expect(clicks).toHaveBeenCalled();
  });

  it('shows the name the screen gives, and none after the screen resets it', () => {
    const { rerender } = render(
      <UiTestProvider>
        <FilePicker aria-label="Archivo de hoja de cálculo" onSelect={jest.fn()} fileName="alumnos.xlsx" />
      </UiTestProvider>,
    );
    expect(screen.getByLabelText('Archivo de hoja de cálculo')).toHaveAccessibleDescription('alumnos.xlsx');
    rerender(
      <UiTestProvider>
        <FilePicker aria-label="Archivo de hoja de cálculo" onSelect={jest.fn()} fileName={null} />
      </UiTestProvider>,
    );
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
  });

  it('cannot be used while disabled', async () => {
    const onSelect = jest.fn<(file: File) => void>();
    render(
      <UiTestProvider>
        <FilePicker aria-label="Hoja de precios" onSelect={onSelect} disabled />
      </UiTestProvider>,
    );
    expect(screen.getByLabelText('Hoja de precios')).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Hoja de precios'), certificate);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
