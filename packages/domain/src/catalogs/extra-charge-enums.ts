/** The enumerations of extra charges (discounts, surcharges, scholarships). */

export const EXTRA_CHARGE_KIND = { Descuentos: 1, Recargos: 2, Becas: 3 } as const;
export type ExtraChargeKind = (typeof EXTRA_CHARGE_KIND)[keyof typeof EXTRA_CHARGE_KIND];
export const EXTRA_CHARGE_KIND_LABELS: Readonly<Record<ExtraChargeKind, string>> = {
  1: 'Descuentos',
  2: 'Recargos',
  3: 'Becas',
};

export const EXTRA_CHARGE_OPERATIONS = ['sum', 'subtraction', 'division', 'multiplication'] as const;
export type ExtraChargeOperation = (typeof EXTRA_CHARGE_OPERATIONS)[number];
export const DEFAULT_EXTRA_CHARGE_OPERATION: ExtraChargeOperation = 'sum';
export const EXTRA_CHARGE_OPERATION_LABELS: Readonly<Record<ExtraChargeOperation, string>> = {
  sum: 'Suma',
  subtraction: 'Resta',
  division: 'División',
  multiplication: 'Multiplicación',
};

export function isExtraChargeOperation(value: unknown): value is ExtraChargeOperation {
  return typeof value === 'string' && (EXTRA_CHARGE_OPERATIONS as readonly string[]).includes(value);
}

export const VALUE_TYPE = { percentage: 1, quantity: 2 } as const;
export type ValueType = (typeof VALUE_TYPE)[keyof typeof VALUE_TYPE];
export const VALUE_TYPE_LABELS: Readonly<Record<ValueType, string>> = {
  1: 'Porcentaje',
  2: 'Cantidad',
};

export const APPLICATION_FORM = { Manual: 1, Automatic: 2 } as const;
export type ApplicationForm = (typeof APPLICATION_FORM)[keyof typeof APPLICATION_FORM];
export const APPLICATION_FORM_LABELS: Readonly<Record<ApplicationForm, string>> = {
  1: 'Manual',
  2: 'Automático',
};
