import * as yup from 'yup';
import { FIELD_LIMITS, type ExtraChargeType, type ExtraChargeTypeInput } from '@mikro/contracts';
import { extraChargesTypesApi, useResourceSource } from '@mikro/api-client';
import { useCrudPermissions } from '@mikro/session';
import { EXTRA_CHARGE_KIND_LABELS, type ExtraChargeKind } from '@mikro/domain';
import { MESSAGES, requiredString, SelectField, SwitchField, TextField, ResourcePage } from '@mikro/ui';

interface TypeValues {
  name: string;
  kind: number | null;
  isActive: boolean;
}

const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.extraChargeTypes.name),
  kind: yup.number().nullable().required(MESSAGES.requiredObject),
  isActive: yup.boolean(),
});

const toBody = (values: TypeValues): ExtraChargeTypeInput => ({ name: values.name.trim(), kind: Number(values.kind), isActive: values.isActive });

export function ExtraChargeTypesTab() {
  return (
    <ResourcePage<ExtraChargeType, TypeValues, ExtraChargeTypeInput, Partial<ExtraChargeTypeInput>>
      title="Tipos de cargo extra"
      description="Agrupan los cargos; su clase decide cómo se aplican (Descuentos, Recargos o Becas)"
      source={useResourceSource(extraChargesTypesApi, { searchFields: ['name'] })}
      permissions={useCrudPermissions()}
      noun="tipo"
      columns={[
        { key: 'name', header: 'Nombre', sortable: true },
        { key: 'kind', header: 'Clase', sortable: true, render: (type) => EXTRA_CHARGE_KIND_LABELS[type.kind as ExtraChargeKind] },
      ]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      emptyText="No hay tipos que coincidan con la búsqueda"
      rowLabel={(type) => type.name}
      hasActiveFlag
      form={{
        initialValues: (type) => ({ name: type?.name ?? '', kind: type?.kind ?? null, isActive: type?.isActive ?? true }),
        schema,
        toCreate: toBody,
        toUpdate: toBody,
        fields: () => (
          <>
            <TextField name="name" label="Nombre" required />
            <SelectField
              name="kind"
              label="Clase"
              required
              placeholder="Seleccione la clase"
              options={([1, 2, 3] as ExtraChargeKind[]).map((kind) => ({ value: kind, label: EXTRA_CHARGE_KIND_LABELS[kind] }))}
            />
            <SwitchField name="isActive" label="Activo" />
          </>
        ),
      }}
    />
  );
}
