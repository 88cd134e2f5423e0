import { render, screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react/button';
import { useFormikContext } from 'formik';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { changePasswordSchema } from '../validation/change-password';
import { MESSAGES } from '../validation/messages';
import { emailString, requiredString } from '../validation/rules';
import { CheckboxField } from './CheckboxField';
import { CheckboxGroupField } from './CheckboxGroupField';
import { FormDialog } from './FormDialog';
import { FormikForm } from './FormikForm';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';
import { ImageField, imageProblem } from './ImageField';

describe('PasswordField', () => {
  it('hides the password until the user asks to show it', async () => {
    render(
      <UiTestProvider>
        <FormikForm initialValues={{ password: 'secreta' }} onSubmit={jest.fn<() => void>()}>
          <PasswordField name="password" label="Contraseña" />
        </FormikForm>
      </UiTestProvider>,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('the form pattern', () => {
  it('shows a field\'s message once its value was changed and it was left, not when it was only passed through', async () => {
    const user = userEvent.setup();
    render(
      <UiTestProvider>
        <FormikForm
          initialValues={{ name: '', email: '' }}
          validationSchema={yup.object({ name: requiredString(), email: emailString() })}
          onSubmit={jest.fn<() => void>()}
        >
          <TextField name="name" label="Nombre" />
          <TextField name="email" label="Correo" />
        </FormikForm>
      </UiTestProvider>,
    );
    await user.click(screen.getByLabelText(/Nombre/));
    await user.tab();
    await user.type(screen.getByLabelText('Correo'), 'ana');
    await user.tab();
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
    // The name was only passed through: no reproach before a submit attempt.
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).not.toHaveAttribute('aria-invalid');
    // A value typed and erased again is back to what it was: still nothing to reproach before a submit attempt.
    await user.type(screen.getByLabelText(/Nombre/), 'A');
    await user.clear(screen.getByLabelText(/Nombre/));
    await user.tab();
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  });

  it('keeps a numeric option value a number and submits every field type', async () => {
    const onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>();
    render(
      <UiTestProvider>
        <FormikForm
          initialValues={{ name: 'Cuaderno', branch: null as number | null, active: false, iva: false }}
          onSubmit={onSubmit}
        >
          <TextField name="name" label="Nombre" />
          <SelectField
            name="branch"
            label="Sucursal"
            placeholder="Seleccione…"
            options={[
              { value: 1, label: 'Centro' },
              { value: 2, label: 'Norte' },
            ]}
          />
          <SwitchField name="active" label="Activo" />
          <CheckboxField name="iva" label="Con IVA" />
          <SubmitButton />
        </FormikForm>
      </UiTestProvider>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Sucursal'), 'Norte');
    await userEvent.click(screen.getByText('Activo'));
    await userEvent.click(screen.getByText('Con IVA'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Cuaderno', branch: 2, active: true, iva: true });
  });

  it('lets the button try to submit while invalid, revealing the errors instead', async () => {
    const onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>();
    render(
      <UiTestProvider>
        <FormikForm
          initialValues={{ cycle: 0 as number | null }}
          validationSchema={yup.object({
            cycle: yup.number().nullable().required('Elige un ciclo').notOneOf([0], 'Elige un ciclo'),
          })}
          validateOnMount
          onSubmit={onSubmit}
        >
          <SelectField name="cycle" label="Ciclo" placeholder="Seleccione…" options={[{ value: 3, label: '2024-2025' }]} />
          <SubmitButton>Enviar</SubmitButton>
        </FormikForm>
      </UiTestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Elige un ciclo')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Guardar disabled until the new password matches the repeat', async () => {
    const onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>();
    render(
      <UiTestProvider>
        <FormikForm
          initialValues={{ passwordOld: '', password: '', passwordConfirm: '' }}
          validationSchema={changePasswordSchema({ isAdmin: true })}
          validateOnMount
          onSubmit={onSubmit}
        >
          <PasswordField name="password" label="Nueva contraseña" autoComplete="new-password" />
          <PasswordField name="passwordConfirm" label="Repetir contraseña" autoComplete="new-password" />
          <SubmitButton allowInvalid={false} />
        </FormikForm>
      </UiTestProvider>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeDisabled());
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Nueva#2024');
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Nueva#2025');
    await userEvent.tab();
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Repetir contraseña'));
    await userEvent.type(screen.getByLabelText('Repetir contraseña'), 'Nueva#2024');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('binds a checkbox group to an array of numeric ids in the options order', async () => {
    const onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>();
    render(
      <UiTestProvider>
        <FormikForm
          initialValues={{ branchOfficeIds: [3] as number[] }}
          validationSchema={yup.object({ branchOfficeIds: yup.array().min(1, MESSAGES.required) })}
          onSubmit={onSubmit}
        >
          <CheckboxGroupField
            name="branchOfficeIds"
            label="Sucursales"
            options={[
              { value: 1, label: 'Centro' },
              { value: 2, label: 'Norte' },
              { value: 3, label: 'Sur' },
            ]}
          />
          <SubmitButton />
        </FormikForm>
      </UiTestProvider>,
    );
    expect(screen.getByRole('group', { name: 'Sucursales' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Sur'));
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Norte'));
    await userEvent.click(screen.getByText('Centro'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ branchOfficeIds: [1, 2] });
  });
});

// formik's own state, to know when the blur has been validated while the field still shows nothing.
function FormState() {
  const { errors, touched } = useFormikContext();
  return <output data-testid="form-state">{JSON.stringify({ errors, touched })}</output>;
}

describe('the first click on a button of a form', () => {
  const schema = yup.object({ rfc: requiredString(), name: requiredString(), email: emailString() });

  function renderForm(onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>(), onOther = jest.fn<() => void>()) {
    render(
      <UiTestProvider>
        <FormikForm initialValues={{ rfc: '', name: '', email: '' }} validationSchema={schema} onSubmit={onSubmit}>
          {/* The first field of a dialog has the focus on opening. */}
          <TextField name="rfc" label="RFC" autoFocus />
          <TextField name="name" label="Nombre" />
          <TextField name="email" label="Correo" />
          <Button onClick={onOther}>Buscar cliente</Button>
          <SubmitButton>Timbrar factura</SubmitButton>
          <FormState />
        </FormikForm>
      </UiTestProvider>,
    );
    return { onSubmit, onOther };
  }

  it('submits on the first click from the focused empty field: no message moves the button under the pointer', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText(/RFC/)).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Timbrar factura' });
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    // The press blurred the field and formik validated it; its message would push the button down now.
    await waitFor(() => expect(screen.getByTestId('form-state')).toHaveTextContent('"touched":{"rfc":true}'));
    await waitFor(() => expect(screen.getByTestId('form-state')).toHaveTextContent(`"rfc":"${MESSAGES.required}"`));
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    // One click was a submit attempt: every missing field says so.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls the submit handler in one click once the fields are filled, the last one still focused', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/RFC/), 'EKU9003173C9');
    await user.type(screen.getByLabelText(/Nombre/), 'Escuela Kemper Urgate');
    await user.click(screen.getByLabelText('Correo'));
    await user.click(screen.getByRole('button', { name: 'Timbrar factura' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('holds back the message of a changed field until the press on a button ends, then shows it', async () => {
    const user = userEvent.setup();
    const { onOther } = renderForm();
    await user.type(screen.getByLabelText('Correo'), 'ana');
    const other = screen.getByRole('button', { name: 'Buscar cliente' });
    await user.pointer({ keys: '[MouseLeft>]', target: other });
    await waitFor(() => expect(screen.getByTestId('form-state')).toHaveTextContent('"email":true'));
    await waitFor(() => expect(screen.getByTestId('form-state')).toHaveTextContent(MESSAGES.email));
    expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: other });
    expect(onOther).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a message already shown while another press goes on', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Correo'), 'ana');
    await user.tab();
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
    const other = screen.getByRole('button', { name: 'Buscar cliente' });
    await user.pointer({ keys: '[MouseLeft>]', target: other });
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: other });
  });
});

describe('FormDialog', () => {
  it('submits its fields and closes on Cancelar', async () => {
    const onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>();
    const onClose = jest.fn<() => void>();
    render(
      <UiTestProvider>
        <FormDialog
          open
          onClose={onClose}
          title="Nuevo registro"
          initialValues={{ name: '' }}
          validationSchema={yup.object({ name: requiredString() })}
          onSubmit={onSubmit}
        >
          <TextField name="name" label="Nombre" />
        </FormDialog>
      </UiTestProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Nuevo registro' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Sucursal Oriente');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Sucursal Oriente' }, expect.anything()));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('form errors and required marks', () => {
  const bankSchema = yup.object({
    name: requiredString(),
    alias: requiredString(),
    company: yup.number().nullable().required('Elige una empresa'),
    notes: yup.string(),
  });

  function renderBankDialog(onSubmit = jest.fn<(values: unknown, helpers: unknown) => void>(), onClose = jest.fn<() => void>()) {
    render(
      <UiTestProvider>
        <FormDialog
          open
          onClose={onClose}
          title="Nuevo banco"
          // The alias is not among the initial values: its error must show all the same.
          initialValues={{ name: '', company: null } as { name: string; company: number | null; alias?: string; notes?: string }}
          validationSchema={bankSchema}
          validateOnMount
          onSubmit={onSubmit}
        >
          <TextField name="name" label="Nombre" />
          <TextField name="alias" label="Alias" />
          <SelectField name="company" label="Empresa" placeholder="Seleccione…" options={[{ value: 1, label: 'Mikro' }]} />
          <TextField name="notes" label="Notas" />
        </FormDialog>
      </UiTestProvider>,
    );
    return { onSubmit, onClose };
  }

  it('marks the fields the schema requires with an asterisk, and not the optional ones', async () => {
    renderBankDialog();
    await screen.findByRole('form', { name: 'Nuevo banco' });
    for (const label of ['Nombre', 'Alias', 'Empresa']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Notas')).not.toBeRequired();
    // The asterisk is the label's ::after, shown for data-required labels.
    expect(screen.getByText('Alias').closest('label')).toHaveAttribute('data-required');
    expect(screen.getByText('Notas').closest('label')).not.toHaveAttribute('data-required');
  });

  it('keeps Guardar enabled and shows every missing field after the first attempt', async () => {
    const { onSubmit } = renderBankDialog();
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect(save).toBeEnabled();
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2));
    expect(screen.getByText('Elige una empresa')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes on the first press of Cancelar without validating the field being edited', async () => {
    const { onClose } = renderBankDialog();
    const name = await screen.findByLabelText('Nombre');
    await userEvent.click(name);
    await userEvent.type(name, 'B');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
  });
});

describe('ImageField', () => {
  it('accepts only png, jpeg or webp images up to 2 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Elija una imagen PNG, JPEG o WebP');
    expect(imageProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('La imagen supera el límite de 2 MB');
  });

  it('uploads the chosen image and keeps its url in the field', async () => {
    const upload = jest.fn(async (_file: File) => ({ url: '/api/files/7' }));
    const submit = jest.fn<(values: unknown, helpers: unknown) => void>();
    render(
      <UiTestProvider>
        <FormikForm initialValues={{ picture: '' }} onSubmit={submit}>
          <ImageField name="picture" label="Imagen del producto" upload={upload} />
          <SubmitButton>Guardar</SubmitButton>
        </FormikForm>
      </UiTestProvider>,
    );
    // The picker speaks Spanish whatever the browser's language.
    expect(screen.getByText('Seleccionar archivo')).toBeVisible();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    const file = new File(['x'], 'goma.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Imagen del producto'), file);
    expect(await screen.findByRole('img', { name: 'Imagen del producto' })).toHaveAttribute('src', '/api/files/7');
    expect(screen.getByText('goma.png')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.queryByRole('img', { name: 'Imagen del producto' })).not.toBeInTheDocument();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
  });
});
