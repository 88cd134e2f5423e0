import * as yup from 'yup';
import { FIELD_LIMITS, type Client, type ClientInput } from '@mikro/contracts';
import { clientsApi, useCreate, useUpdate, setServerFieldErrors } from '@mikro/api-client';
import { amountString, curpString, emailString, FormDialog, requiredString, rfcString, SelectField, SimpleGrid, SwitchField, TextField } from '@mikro/ui';

type Values = Required<Pick<ClientInput, 'name' | 'last_name_father' | 'last_name_mother' | 'type' | 'enrollment' | 'curp' | 'rfc' | 'email' | 'phone' | 'creditLimit' | 'isActive'>>;

export const clientSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.clients.name),
  last_name_father: yup.string().max(FIELD_LIMITS.clients.last_name_father),
  last_name_mother: yup.string().max(FIELD_LIMITS.clients.last_name_mother),
  rfc: rfcString(),
  curp: curpString(),
  email: emailString(),
  // Money as the API stores it (2 decimals): a third one is refused here, with amountString's text for 'amount'.
  creditLimit: amountString({ format: 'amount', min: 0, messages: { min: 'El límite de crédito debe ser un número mayor o igual a 0' } }),
});

/** The search name the API searches by: upper case, without accents. */
export function searchName(values: Pick<Values, 'name' | 'last_name_father' | 'last_name_mother'>): string {
  return [values.name, values.last_name_father, values.last_name_mother]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

export function ClientFormDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const create = useCreate(clientsApi);
  const update = useUpdate(clientsApi);
  const initial: Values = {
    name: client?.name ?? '',
    last_name_father: client?.last_name_father ?? '',
    last_name_mother: client?.last_name_mother ?? '',
    type: client?.type || 'cliente',
    enrollment: client?.enrollment ?? '',
    curp: client?.curp ?? '',
    rfc: client?.rfc ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    creditLimit: client?.creditLimit ?? '0',
    isActive: client?.isActive ?? true,
  };
  return (
    <FormDialog<Values>
      open
      onClose={onClose}
      size="lg"
      title={client ? 'Editar cliente' : 'Nuevo cliente'}
      initialValues={initial}
      validationSchema={clientSchema}
      onSubmit={async (values, { setFieldError }) => {
        const body: ClientInput = {
          ...values,
          name: values.name.trim(),
          rfc: values.rfc.trim().toUpperCase(),
          curp: values.curp.trim().toUpperCase(),
          creditLimit: values.creditLimit.trim() || '0',
          search_name: searchName(values),
        };
        try {
          if (client) await update.mutateAsync({ id: client.id, body });
          else await create.mutateAsync(body);
          onClose();
        } catch (error) {
          setServerFieldErrors(error, setFieldError);
        }
      }}
    >
      <SimpleGrid columns={3} gap="3">
        <TextField name="name" label="Nombre" required />
        <TextField name="last_name_father" label="Apellido paterno" />
        <TextField name="last_name_mother" label="Apellido materno" />
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3">
        <SelectField
          name="type"
          label="Tipo"
          options={[
            { value: 'cliente', label: 'Cliente' },
            { value: 'alumno', label: 'Alumno' },
          ]}
        />
        <TextField name="enrollment" label="Matrícula" />
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3">
        <TextField name="rfc" label="RFC" />
        <TextField name="curp" label="CURP" />
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3">
        <TextField name="email" label="Correo electrónico" type="email" />
        <TextField name="phone" label="Teléfono" />
      </SimpleGrid>
      <TextField name="creditLimit" label="Límite de crédito" inputMode="decimal" />
      <SwitchField name="isActive" label="Activo" />
    </FormDialog>
  );
}
