// HTTP of /update: previews (by percentage, or a spreadsheet of product codes and prices) and the apply.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../crud/index';
import { callerOf } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/errors';
import { readUpload } from '../../../shared/upload';
import { MAX_FILE_BYTES, SpreadsheetRefused, TOO_LARGE } from '../../../shared/spreadsheet/spreadsheet';
import { applyChanges, previewByPercentage, previewProductsFromFile } from './bulk-update.service';
import { ApplyPricesBody, PercentagePreviewBody } from './schemas';

const ROUTE = '/update';
const tags = ['bulk-update'];
const security = [{ bearerAuth: [] }];

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
        body: PercentagePreviewBody,
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
        body: ApplyPricesBody,
      },
    },
    (request) => applyChanges(app.db, caller(request), request.body),
  );
};
