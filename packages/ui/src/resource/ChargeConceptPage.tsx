// The catalogue screen of what a school or an academy charges (enrolment, monthly fee, materials…): the
// resource kit with the columns, filter and flags every charge concept has, and the fields that make a concept
// invoiceable (SAT product key and unit searched in SAT's catalogues, IVA). Each screen adds its own columns and
// fields (the academy's activity; the school's grades, quantity and start day).
import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { CodeSearchField, type CodeOption } from '../form/CodeSearchField';
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
  withIva: boolean;
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
    { key: 'withIva', header: 'IVA', render: (row) => (row.withIva ? <Badge>Con IVA</Badge> : 'Exento'), exportValue: (row) => (row.withIva ? 'Con IVA' : 'Exento') },
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
  /** The screen's own fields, between the SAT keys and the IVA / active switches. */
  children?: ReactNode;
}

/** The fields that make a concept invoiceable: SAT product key (8 digits), SAT unit, IVA; and the active switch. */
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
      <SimpleGrid columns={2} gap="3">
        <SwitchField name="withIva" label="Causa IVA" />
        <SwitchField name="isActive" label="Activo" />
      </SimpleGrid>
    </>
  );
}
