import * as yup from 'yup';
import { FIELD_LIMITS, type User } from '@mikro/contracts';
import { uploadFile, setServerFieldErrors } from '@mikro/api-client';
import {
  CheckboxGroupField,
  emailString,
  FormDialog,
  MESSAGES,
  notify,
  PasswordField,
  requiredString,
  SelectField,
  SimpleGrid,
  SwitchField,
  Text,
  TextField,
  ImageField,
} from '@mikro/ui';
import { useBranchOffices, useRoles, useSaveUser } from './useUsers';

interface UserFormValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  roleId: number | null;
  branchOfficeIds: number[];
  isActive: boolean;
  img: string;
}

function schemaFor(isNew: boolean) {
  return yup.object({
    name: requiredString().max(FIELD_LIMITS.users.name),
    email: emailString().required(MESSAGES.required).max(FIELD_LIMITS.users.email),
    password: isNew ? requiredString().min(8, 'La contraseña debe tener al menos 8 caracteres') : yup.string(),
    passwordConfirm: isNew ? requiredString().oneOf([yup.ref('password')], MESSAGES.passwordsMismatch) : yup.string(),
    roleId: yup.number().nullable().required(MESSAGES.requiredObject),
    branchOfficeIds: yup.array(yup.number().required()).min(1, 'Seleccione al menos una sucursal'),
    isActive: yup.boolean(),
  });
}

function initialValues(user: User | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    passwordConfirm: '',
    roleId: user?.role.id ?? null,
    branchOfficeIds: user?.branchOffices.map((office) => office.id) ?? [],
    isActive: user?.isActive ?? true,
    img: user?.img ?? '',
  };
}

interface UserFormDialogProps {
  /** null creates a new user. */
  user: User | null;
  open: boolean;
  onClose: () => void;
}

export function UserFormDialog({ user, open, onClose }: UserFormDialogProps) {
  const roles = useRoles();
  const branchOffices = useBranchOffices();
  const save = useSaveUser();
  const isNew = user === null;

  return (
    <FormDialog<UserFormValues>
      open={open}
      onClose={onClose}
      size="lg"
      title={isNew ? 'Nuevo usuario' : 'Editar usuario'}
      initialValues={initialValues(user)}
      validationSchema={schemaFor(isNew)}
      onSubmit={async (values, { setFieldError }) => {
        const base = {
          name: values.name.trim(),
          email: values.email.trim().toLowerCase(),
          roleId: Number(values.roleId),
          branchOfficeIds: values.branchOfficeIds,
          isActive: values.isActive,
          img: values.img,
        };
        try {
          if (isNew) {
            await save.mutateAsync({ id: null, user: { ...base, password: values.password, passwordConfirm: values.passwordConfirm } });
            notify.created();
          } else {
            await save.mutateAsync({ id: user.id, changes: base });
            notify.updated();
          }
          onClose();
        } catch (error) {
          const apiError = setServerFieldErrors(error, setFieldError);
          if (apiError.statusCode === 409) setFieldError('email', apiError.message);
          notify.saveError();
        }
      }}
    >
      <ImageField name="img" label="Foto del usuario" variant="avatar" personName={user?.name ?? ''} removeText="Quitar foto" upload={uploadFile} />
      <TextField name="name" label="Nombre" required />
      <TextField name="email" type="email" label="Correo electrónico" required />
      {isNew && (
        <SimpleGrid columns={2} gap="3">
          <PasswordField name="password" label="Contraseña" autoComplete="new-password" />
          <PasswordField name="passwordConfirm" label="Repetir contraseña" autoComplete="new-password" />
        </SimpleGrid>
      )}
      <SelectField
        name="roleId"
        label="Rol"
        required
        placeholder="Seleccione un rol"
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
      />
      <Text fontWeight="medium" fontSize="sm">
        Sucursales a las que puede entrar
      </Text>
      <CheckboxGroupField
        name="branchOfficeIds"
        options={(branchOffices.data ?? []).map((office) => ({ value: office.id, label: office.name }))}
      />
      <SwitchField name="isActive" label="Usuario activo" />
    </FormDialog>
  );
}
