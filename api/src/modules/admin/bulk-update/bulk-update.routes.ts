// HTTP of /update: previews (by percentage, or a spreadsheet of product codes and prices) and the apply.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Caller } from '../../../crud/index';
import { callerOf } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/errors';
import { Amount, Id, Nullable } from '../../../schemas';
import { readUpload } from '../../../shared/upload';
import { MAX_FILE_BYTES, SpreadsheetRefused, TOO_LARGE } from '../../../shared/spreadsheet/spreadsheet';
import { applyChanges, previewByPercentage, previewProductsFromFile } from './bulk-update.service';

const ROUTE = '/update';
const tags = ['bulk-update'];
const security = [{ bearerAuth: [] }];
const Target = Type.Union([Type.Literal('products'), Type.Literal('school-concepts'), Type.Literal('academy-concepts')]);

const caller = (request: FastifyRequest): Caller => ({ companyId: callerOf(request).companyId, branchOfficeId: request.branchOfficeId });

export const bulkUpdateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post(
    '/api/system/bulk-update/preview',
    {
      config: { permission: { route: ROUTE, action: 'ver' } },
      schema: {
        tags,
        security,
        summary: 'Vista previa de un cambio de precios por porcentaje',
        body: Type.Object(
          { target: Target, percentage: Type.String({ maxLength: 10 }), ids: Type.Optional(Type.Array(Id, { maxItems: 5000 })) },
          { additionalProperties: false },
        ),
      },
    },
    (request) => previewByPercentage(app.db, caller(request), request.body),
  );

  app.post(
    '/api/system/bulk-update/products/preview-file',
    { config: { permission: { route: ROUTE, action: 'ver' } }, schema: { tags, security, summary: 'Vista previa de precios de productos desde una hoja de cálculo', consumes: ['multipart/form-data'] } },
    async (request) => {
      const upload = await readUpload(request, MAX_FILE_BYTES, TOO_LARGE);
      try {
        return await previewProductsFromFile(app.db, caller(request), upload.file, upload.fileName);
      } catch (error) {
        if (error instanceof SpreadsheetRefused) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
        throw error;
      }
    },
  );

  app.post(
    '/api/system/bulk-update/apply',
    {
      config: { permission: { route: ROUTE, action: 'editar' } },
      schema: {
        tags,
        security,
        summary: 'Aplica los precios de la vista previa en una transacción',
        body: Type.Object(
          {
            target: Target,
            changes: Type.Array(
              Type.Object({ id: Id, oldPrice: Amount, newPrice: Amount, newPriceWithIva: Nullable(Amount) }, { additionalProperties: false }),
              { minItems: 1, maxItems: 5000 },
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    (request) => applyChanges(app.db, caller(request), request.body),
  );
};
