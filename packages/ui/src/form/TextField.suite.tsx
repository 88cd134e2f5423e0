import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { FormikForm } from './FormikForm';
import { SubmitButton } from './SubmitButton';
import { IMPOSSIBLE_DATE_MESSAGE, TextField } from './TextField';

/** What the browser does with «31/02/2026» typed into a date input: an empty value, flagged as bad input. */
function typeImpossibleDate(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
}

function renderBirthDateForm(onSubmit: (values: { birthDate: string }) => void) {
  render(
    <UiTestProvider>
      <FormikForm aria-label="Alumno" initialValues={{ birthDate: '' }} onSubmit={onSubmit}>
        <TextField name="birthDate" label="Fecha de nacimiento" type="date" />
        <SubmitButton>Guardar</SubmitButton>
      </FormikForm>
    </UiTestProvider>,
  );
}

describe('a date field', () => {
  it('refuses an impossible typed date with a message instead of saving without it', async () => {
    const onSubmit = jest.fn<(values: { birthDate: string }) => void>();
    const user = userEvent.setup();
    renderBirthDateForm(onSubmit);
    typeImpossibleDate(screen.getByLabelText('Fecha de nacimiento'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(IMPOSSIBLE_DATE_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a real date, and an optional date left empty', async () => {
    const onSubmit = jest.fn<(values: { birthDate: string }) => void>();
    const user = userEvent.setup();
    renderBirthDateForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ birthDate: '' });
    expect(screen.queryByText(IMPOSSIBLE_DATE_MESSAGE)).not.toBeInTheDocument();
  });
});
