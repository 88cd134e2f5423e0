import type { CfdiStatus, CfdiType } from '@mikro/contracts';

export const CFDI_STATUS_LABELS: Record<CfdiStatus, string> = {
  pendiente: 'Pendiente de timbrar',
  timbrada: 'Timbrada',
  cancelada: 'Cancelada',
  rechazada: 'Rechazada por el PAC',
};

export const CFDI_STATUS_COLORS: Record<CfdiStatus, string> = { pendiente: 'orange', timbrada: 'green', cancelada: 'gray', rechazada: 'red' };

export const CFDI_TYPE_LABELS: Record<CfdiType, string> = { I: 'Factura', E: 'Nota de crédito', P: 'Complemento de pago' };

export const BILLING_MODULE_LABELS: Record<number, string> = { 1: 'Tienda', 2: 'Academias', 3: 'Colegio' };

/** "F-12" */
export const cfdiFolio = (invoice: { serie: string; folio: number }) => `${invoice.serie ? `${invoice.serie}-` : ''}${invoice.folio}`;
