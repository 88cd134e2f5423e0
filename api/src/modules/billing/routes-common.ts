// What every billing route file shares: the permission a route needs, its OpenAPI tags, the request's billing
// context, and the file name of a document's downloads.
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/auth';
import type { BillingContext, BillingDeps } from './documents';

export interface BillingRouteOptions {
  deps: BillingDeps;
}

export const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar' | 'exportar') => ({ permission: { route, action } });
export const tags = ['billing'];
export const security = [{ bearerAuth: [] }];

export function contextOf(request: FastifyRequest): BillingContext {
  const auth = callerOf(request);
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}

/** `SERIE-FOLIO_UUID`, the name of a document's XML and PDF. */
export function fileName(row: { serie: string; folio: number; uuid: string | null }): string {
  return `${row.serie ? `${row.serie}-` : ''}${row.folio}${row.uuid ? `_${row.uuid}` : ''}`;
}

// School (module 3) and academy (module 2) payments: their API prefix, report path, and the screen whose
// permission shows a payment's invoice panel (the payment history of the module).
export const CHARGE_MODULES = [
  { module: 3 as const, base: '/api/school/charges', report: 'report-school-payment-invoice', history: '/colegio/cobros' },
  { module: 2 as const, base: '/api/academies/charges', report: 'report-academia-payment-invoice', history: '/academias/payments' },
];

/** The store's invoicing endpoints live under its sales payments. */
export const STORE_PAYMENTS = '/api/mini-store/sales-payments';
