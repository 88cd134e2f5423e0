// HTTP of invoicing: /api/billing/* (company fiscal settings, invoices, credit notes, state, folios, SAT keys)
// and the invoicing endpoints of the store's, school's and academies' payments, one file per concern.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { companyRoutes } from './company.routes';
import { deliveryRoutes } from './delivery.routes';
import { invoicesRoutes } from './invoices.routes';
import { paymentsRoutes } from './payments.routes';
import type { BillingRouteOptions } from './routes-common';

export type { BillingRouteOptions };

export const billingRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, options) => {
  await app.register(companyRoutes, options);
  await app.register(invoicesRoutes, options);
  await app.register(deliveryRoutes, options);
  await app.register(paymentsRoutes, options);
};
