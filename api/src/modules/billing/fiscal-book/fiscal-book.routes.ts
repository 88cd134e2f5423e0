// GET /api/billing/fiscal-book: the receptor data the invoice form offers (book, family, store client).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../../db/client';
import { callerOf } from '../../../plugins/auth';
import { findReceivers } from './fiscal-book.service';
import { FiscalBookQuery } from './schemas';

export const fiscalBookRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/billing/fiscal-book',
    {
      // Whoever may invoice may reuse the data of earlier invoices.
      config: { permission: { route: '/facturas', action: 'crear' } },
      schema: {
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        summary: 'Datos fiscales de clientes para facturar: por RFC o nombre, y los de la familia o el cliente del pago',
        querystring: FiscalBookQuery,
      },
    },
    (request) => findReceivers(db, callerOf(request).companyId, { ...request.query, module: request.query.module as 1 | 2 | 3 | undefined }),
  );
};
