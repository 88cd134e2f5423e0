import {
  APPLICATION_FORM_LABELS,
  EXTRA_CHARGE_KIND_LABELS,
  VALUE_TYPE_LABELS,
  isExtraChargeOperation,
  type ApplicationForm,
  type ExtraChargeKind,
  type ValueType,
} from '../catalogs/extra-charge-enums';
import type { ExtraCharge } from './types';

/** An extra charge as stored (a database row or the API's record). */
export interface ExtraChargeRecordLike {
  id: number;
  name: string;
  quantity: string;
  typeApplication: number;
  operation?: string | null;
  startDay: number | null;
  endDay: number | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  applicationForm: number;
  /** The record's type; its `kind` (Descuentos 1, Recargos 2, Becas 3) is what the rules read. */
  extraChargesType?: { kind: number } | null;
}

function oneOf<T extends number>(labels: Readonly<Record<T, string>>, value: number, what: string): T {
  if (!(value in labels)) throw new RangeError(`Unknown ${what}: ${value}`);
  return value as T;
}

/**
 * The charge the domain rules apply, from a stored record. `kind` is the kind of the charge's type
 * (read from `record.extraChargesType` when not given). Unknown enumeration values throw RangeError.
 */
export function toDomainCharge(record: ExtraChargeRecordLike, kind: number | undefined = record.extraChargesType?.kind): ExtraCharge {
  if (kind === undefined) throw new RangeError(`Extra charge ${record.id} has no type`);
  const operation = record.operation ?? null;
  if (operation !== null && !isExtraChargeOperation(operation)) throw new RangeError(`Unknown operation: ${operation}`);
  return {
    id: record.id,
    name: record.name,
    quantity: record.quantity,
    typeApplication: oneOf<ValueType>(VALUE_TYPE_LABELS, record.typeApplication, 'value type'),
    operation,
    startDay: record.startDay,
    endDay: record.endDay,
    startDate: record.startDate,
    endDate: record.endDate,
    isActive: record.isActive,
    applicationForm: oneOf<ApplicationForm>(APPLICATION_FORM_LABELS, record.applicationForm, 'application form'),
    extraChargesType: { id: oneOf<ExtraChargeKind>(EXTRA_CHARGE_KIND_LABELS, kind, 'extra charge kind') },
  };
}
