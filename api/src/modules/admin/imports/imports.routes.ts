// HTTP of the spreadsheet import. Who may import a kind: whoever may create in /importar, or in that kind's own
// catalogue screen (the store's product and client import pages use the latter).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ImportMapping } from '@mikro/contracts';
import type { Caller } from '../../../crud/index';
import { callerOf } from '../../../plugins/auth';
import { badRequest, forbidden, MESSAGES, notFound } from '../../../plugins/errors';
import { hasPermission } from '../../system/access.service';
import { readUpload } from '../../files/upload';
import { IMPORT_KINDS, isImportKind, type ImportKindDefinition } from './kinds';
import { commitImport, errorReport, importTemplate, previewImport, type ImportRequest } from './imports.service';
import { MAX_FILE_BYTES, SpreadsheetRefused, TOO_LARGE } from './spreadsheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const KindParams = Type.Object({ kind: Type.String() });
const tags = ['imports'];
const security = [{ bearerAuth: [] }];

export const IMPORT_ROUTE = '/importar';

function kindOf(request: FastifyRequest): ImportKindDefinition {
  const { kind } = request.params as { kind: string };
  if (!isImportKind(kind)) throw notFound('No se puede importar ese tipo de registro');
  return IMPORT_KINDS[kind];
}

function parseMapping(raw: string | undefined): ImportMapping | null {
  if (raw === undefined || raw === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(MESSAGES.invalidData, [{ field: 'mapping', message: 'Formato no válido' }]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw badRequest(MESSAGES.invalidData, [{ field: 'mapping', message: 'Formato no válido' }]);
  }
  return parsed as ImportMapping;
}

export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  const mayImport = async (request: FastifyRequest) => {
    const kind = kindOf(request);
    const auth = callerOf(request);
    if (auth.isAdmin) return;
    for (const route of [IMPORT_ROUTE, kind.resource.permission]) {
      if (route && (await hasPermission(app.db, auth.roleId, route, 'crear'))) return;
    }
    throw forbidden();
  };

  const callerFor = (request: FastifyRequest, kind: ImportKindDefinition): Caller => {
    if (kind.resource.scope === 'branch' && request.branchOfficeId === null) {
      throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: MESSAGES.required }]);
    }
    return { companyId: callerOf(request).companyId, branchOfficeId: request.branchOfficeId };
  };

  const importRequest = async (request: FastifyRequest): Promise<ImportRequest> => {
    const kind = kindOf(request);
    const caller = callerFor(request, kind);
    const upload = await readUpload(request, MAX_FILE_BYTES, TOO_LARGE);
    return { kind, caller, file: upload.file, fileName: upload.fileName, mapping: parseMapping(upload.fields.mapping) };
  };

  const refusedAsBadRequest = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SpreadsheetRefused) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
      throw error;
    }
  };

  const sendXlsx = (reply: FastifyReply, fileName: string, body: Buffer) =>
    reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(body);

  const upload = (summary: string) => ({
    preHandler: mayImport,
    schema: { tags, security, summary, params: KindParams, consumes: ['multipart/form-data'] },
  });

  app.get('/api/system/imports/kinds', { schema: { tags, security, summary: 'Tipos de registro que se pueden importar' } }, () =>
    Object.values(IMPORT_KINDS).map((kind) => ({ kind: kind.kind, label: kind.label })),
  );

  app.post('/api/system/imports/:kind/preview', upload('Revisa cada fila del archivo sin guardar nada'), async (request) =>
    refusedAsBadRequest(async () => previewImport(app.db, await importRequest(request))),
  );

  app.post('/api/system/imports/:kind/commit', upload('Importa todas las filas en una transacción (todo o nada)'), async (request, reply) => {
    const result = await refusedAsBadRequest(async () => commitImport(app.db, await importRequest(request)));
    return reply.status(201).send(result);
  });

  app.post('/api/system/imports/:kind/errors', upload('Filas rechazadas del archivo con la columna Error (xlsx)'), async (request, reply) => {
    const body = await refusedAsBadRequest(async () => errorReport(app.db, await importRequest(request)));
    return sendXlsx(reply, `errores-${kindOf(request).kind}.xlsx`, body);
  });

  app.get('/api/system/imports/:kind/template', { preHandler: mayImport, schema: { tags, security, summary: 'Plantilla xlsx del tipo de registro', params: KindParams } }, async (request, reply) =>
    sendXlsx(reply, `plantilla-${kindOf(request).kind}.xlsx`, await importTemplate(kindOf(request))),
  );
};
