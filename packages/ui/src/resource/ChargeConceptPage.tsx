// The catalogue screen of what a school or an academy charges (enrolment, monthly fee, materials…): the
// resource kit with the columns, filter and flags every charge concept has, and the fields that make a concept
// invoiceable (SAT product key and unit searched in SAT's catalogues, its tax object). Each screen adds its own columns and
// fields (the academy's activity; the school's grades, quantity and start day).
import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import type { TaxObject } from '@mikro/contracts';
import { OFFERED_TAX_OBJECTS, TAX_OBJECT_LABELS } from '@mikro/domain';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { CodeSearchField, type CodeOption } from '../form/CodeSearchField';
import { SelectField } from '../form/SelectField';
import { SwitchField } from '../form/SwitchField';
import { formatMoney } from '../format/money';
import type { Column } from '../table/types';
import { ResourcePage } from './ResourcePage';
import type { ResourcePageProps, ResourceRow } from './types';

/** A concept as every charge-concept list shows it. */
export interface ChargeConceptRow extends ResourceRow {
  name: string;
  price: string;
  conceptType: string;
  satCode: string;
  unitCode: string;
  taxObject: TaxObject;
}

/** How a concept is charged: once, or every month. */
export const CHARGE_CONCEPT_TYPES = [
  { value: 'OneTime', label: 'Pago único' },
  { value: 'Monthly', label: 'Mensual' },
];

export const chargeConceptTypeLabel = (type: string) => CHARGE_CONCEPT_TYPES.find((option) => option.value === type)?.label ?? type;

export type ChargeConceptPageProps<T extends ChargeConceptRow, V extends object, C, U> = Pick<
  ResourcePageProps<T, V, C, U>,
  'title' | 'description' | 'source' | 'permissions' | 'form'
> & {
  /** Columns shown right after the concept's name (e.g. its activity). */
  extraColumns?: Column<T>[];
};

export function ChargeConceptPage<T extends ChargeConceptRow, V extends object, C, U>({ extraColumns = [], ...props }: ChargeConceptPageProps<T, V, C, U>) {
  const columns: Column<T>[] = [
    { key: 'name', header: 'Concepto', sortable: true },
    ...extraColumns,
    { key: 'price', header: 'Precio', align: 'end', sortable: true, render: (row) => formatMoney(row.price) },
    { key: 'conceptType', header: 'Tipo', render: (row) => chargeConceptTypeLabel(row.conceptType), exportValue: (row) => chargeConceptTypeLabel(row.conceptType) },
    { key: 'satCode', header: 'Clave SAT' },
    { key: 'unitCode', header: 'Unidad' },
    {
      key: 'taxObject',
      header: 'Impuesto',
      render: (row) => (row.taxObject === 'iva16' || row.taxObject === 'iva8' ? <Badge>{TAX_OBJECT_LABELS[row.taxObject]}</Badge> : TAX_OBJECT_LABELS[row.taxObject]),
      exportValue: (row) => TAX_OBJECT_LABELS[row.taxObject],
    },
  ];
  return (
    <ResourcePage<T, V, C, U>
      {...props}
      noun="concepto"
      columns={columns}
      filters={[{ field: 'conceptType', label: 'Tipo', options: CHARGE_CONCEPT_TYPES }]}
      defaultSort={{ field: 'name', order: 'ASC' }}
      rowLabel={(row) => row.name}
      emptyText="No hay conceptos que coincidan con la búsqueda"
      hasActiveFlag
      softDelete
    />
  );
}

/** The tax objects a concept may carry (packages/domain): colegiaturas are exempt; books and materials, 0 %. */
const TAX_OBJECT_OPTIONS = OFFERED_TAX_OBJECTS.map((tax) => ({ value: tax, label: TAX_OBJECT_LABELS[tax] }));

/** Where the SAT keys are searched (usually satKeySearch of @mikro/api-client, over the helpers host). */
export interface SatKeySearch {
  productCodes: (text: string) => Promise<CodeOption[]>;
  units: (text: string) => Promise<CodeOption[]>;
}

export interface ChargeConceptInvoicingFieldsProps {
  search: SatKeySearch;
  /** Which product keys fit this catalogue (shown under the product key). */
  productHelper?: string;
  /** A field shown beside the SAT unit (the school's unit as text). */
  besideUnit?: ReactNode;
  /** The screen's own fields, between the SAT keys and the tax object / active switch. */
  children?: ReactNode;
}

/** The fields that make a concept invoiceable: SAT product key (8 digits), SAT unit, its tax object; and the active switch. */
export function ChargeConceptInvoicingFields({ search, productHelper, besideUnit, children }: ChargeConceptInvoicingFieldsProps) {
  const unit = <CodeSearchField name="unitCode" label="Unidad SAT" required search={search.units} minChars={2} placeholder="E48, servicio…" />;
  return (
    <>
      <CodeSearchField name="satCode" label="Clave SAT del concepto" required search={search.productCodes} helper={productHelper} />
      {besideUnit ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {unit}
          {besideUnit}
        </SimpleGrid>
      ) : (
        unit
      )}
      {children}
      <SimpleGrid columns={2} gap="3" alignItems="end">
        <SelectField name="taxObject" label="Impuesto" options={TAX_OBJECT_OPTIONS} />
        <SwitchField name="isActive" label="Activo" />
      </SimpleGrid>
    </>
  );
}
