import { useState } from 'react';
import * as yup from 'yup';
import { FIELD_LIMITS, type StorePriceList, type StorePriceListInput } from '@mikro/contracts';
import { priceListsApi, resourceSource } from '@mikro/api-client';
import { Money } from '@mikro/domain';
import { useCan, useCrudPermissions } from '@mikro/session';
import { amountString, Button, maxLengthMessage, requiredString, ResourcePage, SwitchField, TextField } from '@mikro/ui';
import { AutomaticChargesPanel } from './AutomaticChargesPanel';
import { PriceListItemsDialog } from './PriceListItemsDialog';

interface Values {
  name: string;
  description: string;
  percentage: string;
  isActive: boolean;
}

const schema = yup.object({
  name: requiredString().max(FIELD_LIMITS.storePriceLists.name),
  description: yup.string().max(300, maxLengthMessage(300)),
  percentage: amountString({ required: true, min: -100, max: 1000, messages: 'El porcentaje debe ser un número entre -100 y 1000' }),
});

const source = resourceSource(priceListsApi, { searchFields: ['name', 'description'] });

const toInput = (values: Values): StorePriceListInput => ({ ...values, name: values.name.trim(), description: values.description.trim(), percentage: values.percentage.trim() });

/** "+10" raises every price of the list's products by 10 %; "-10" is a 10 % discount. */
export function percentageLabel(percentage: string): string {
  const value = Money.of(percentage);
  if (value.isZero()) return 'Precio de catálogo';
  return value.isPositive() ? `+${percentage} % sobre el precio` : `${percentage} % sobre el precio`;
}

export function PriceListsPage() {
  const [pricing, setPricing] = useState<StorePriceList | null>(null);
  const canEdit = useCan('editar');
  return (
    <>
      <ResourcePage<StorePriceList, Values, StorePriceListInput, Partial<StorePriceListInput>>
        title="Listas de precios"
        noun="lista de precios"
        feminine
        description="Cada producto se vende con el precio de su lista: su precio propio en la lista o, si no tiene, el precio de catálogo más o menos el porcentaje de la lista"
        source={source}
        permissions={useCrudPermissions()}
        defaultSort={{ field: 'name', order: 'ASC' }}
        rowLabel={(row) => row.name}
        emptyText="No hay listas de precios que coincidan con la búsqueda"
        hasActiveFlag
        softDelete
        rowActions={(row) =>
          canEdit && (
            <Button size="xs" variant="outline" onClick={() => setPricing(row)}>
              Precios por producto
            </Button>
          )
        }
        columns={[
          { key: 'name', header: 'Nombre', sortable: true },
          { key: 'description', header: 'Descripción' },
          { key: 'percentage', header: 'Ajuste', sortable: true, render: (row) => percentageLabel(row.percentage), exportValue: (row) => Number(row.percentage) },
        ]}
        form={{
          initialValues: (row) => ({ name: row?.name ?? '', description: row?.description ?? '', percentage: row?.percentage ?? '0', isActive: row?.isActive ?? true }),
          schema,
          toCreate: toInput,
          toUpdate: toInput,
          fields: () => (
            <>
              <TextField name="name" label="Nombre" required />
              <TextField name="description" label="Descripción" />
              <TextField name="percentage" label="Porcentaje sobre el precio de catálogo" helper="Negativo para descuento, p. ej. -10" required />
              <SwitchField name="isActive" label="Activa" />
            </>
          ),
        }}
      />
      {pricing && <PriceListItemsDialog list={pricing} onClose={() => setPricing(null)} />}
      <AutomaticChargesPanel />
    </>
  );
}
