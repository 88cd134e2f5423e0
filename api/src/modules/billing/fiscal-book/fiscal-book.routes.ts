// GET /api/billing/fiscal-book: the receptor data the invoice form offers (book, family, store client).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../../db/client';
import { callerOf } from '../../../plugins/auth';
import { Id } from '../../../schemas';
import { findReceivers } from './fiscal-book.service';

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
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 100 })),
            module: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
            paymentId: Type.Optional(Id),
          },
          { additionalProperties: false },
        ),
      },
    },
    (request) => findReceivers(db, callerOf(request).companyId, { ...request.query, module: request.query.module as 1 | 2 | 3 | undefined }),
  );
};
