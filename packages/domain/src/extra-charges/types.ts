import type {
  ApplicationForm,
  ExtraChargeKind,
  ExtraChargeOperation,
  ValueType,
} from '../catalogs/extra-charge-enums';

/** A discount, surcharge or scholarship as configured in the extra-charges catalogue. */
export interface ExtraCharge {
  id: number;
  name: string;
  /** Decimal string: a percentage (typeApplication 1) or a fixed amount (typeApplication 2). */
  quantity: string;
  typeApplication: ValueType;
  /** Missing or null means 'sum'. */
  operation?: ExtraChargeOperation | null;
  /** Days of month, inclusive; null = open. */
  startDay: number | null;
  endDay: number | null;
  /** 'YYYY-MM-DD', inclusive; null = open. */
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  applicationForm: ApplicationForm;
  extraChargesType: { id: ExtraChargeKind };
}

/** A charge attached to a sale or payment line with the amount it changed. */
export interface ChargeLine {
  name: string;
  quantity: string;
  applicationType: ValueType;
  operationType: ExtraChargeOperation;
  typeExtraCharge: ExtraChargeKind;
  systemExtraCharges: { id: number };
}

/** Anything that carries charge lines: sale lines, school and academy payment lines. */
export interface WithChargeLines {
  extraCharges: readonly ChargeLine[];
}
