// HTTP of the spreadsheet import. Who may import a kind: whoever may create in /importar, or in that kind's own
// catalogue screen (the store's product and client import pages use the latter).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import type { ImportMapping } from '@mikro/contracts';
import type { Caller } from '../../../crud/index';
import { callerOf } from '../../../plugins/auth';
import { badRequest, forbidden, MESSAGES, notFound } from '../../../plugins/errors';
import { hasPermission } from '../../../shared/access';
import { readUpload } from '../../../shared/upload';
import { IMPORT_KINDS, isImportKind, type ImportKindDefinition } from './kinds';
import { ImportCommitSchema, ImportKindOptions, ImportMappingField, ImportPreviewSchema, KindParams } from './schemas';
import { commitImport, errorReport, importTemplate, previewImport, type ImportRequest } from './imports.service';
import { MAX_FILE_BYTES, SpreadsheetRefused, TOO_LARGE } from '../../../shared/spreadsheet/spreadsheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const checkMapping = Compile(ImportMappingField);
const tags = ['imports'];
const security = [{ bearerAuth: [] }];

export const IMPORT_ROUTE = '/importar';

function kindNamed(kind: string): ImportKindDefinition {
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
  if (!checkMapping.Check(parsed)) throw badRequest(MESSAGES.invalidData, [{ field: 'mapping', message: 'Formato no válido' }]);
  return parsed;
}

export const importsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  /** The kind named by the path, when the caller may import it. */
  const importable = async (request: FastifyRequest, name: string): Promise<ImportKindDefinition> => {
    const kind = kindNamed(name);
    const auth = callerOf(request);
    if (auth.isAdmin) return kind;
    for (const route of [IMPORT_ROUTE, kind.resource.permission]) {
      if (route && (await hasPermission(app.db, auth.roleId, route, 'crear'))) return kind;
    }
    throw forbidden();
  };

  const callerFor = (request: FastifyRequest, kind: ImportKindDefinition): Caller => {
    if (kind.resource.scope === 'branch' && request.branchOfficeId === null) {
      throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: MESSAGES.required }]);
    }
    return { companyId: callerOf(request).companyId, branchOfficeId: request.branchOfficeId };
  };

  const importRequest = async (request: FastifyRequest, kind: ImportKindDefinition): Promise<ImportRequest> => {
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

  const upload = (summary: string) => ({ tags, security, summary, params: KindParams, consumes: ['multipart/form-data'] });

  app.get('/api/system/imports/kinds', { schema: { tags, security, summary: 'Tipos de registro que se pueden importar', response: { 200: ImportKindOptions } } }, () =>
    Object.values(IMPORT_KINDS).map((kind) => ({ kind: kind.kind, label: kind.label })),
  );

  app.post('/api/system/imports/:kind/preview', { schema: { ...upload('Revisa cada fila del archivo sin guardar nada'), response: { 200: ImportPreviewSchema } } }, async (request) => {
    const kind = await importable(request, request.params.kind);
    return refusedAsBadRequest(async () => previewImport(app.db, await importRequest(request, kind)));
  });

  app.post('/api/system/imports/:kind/commit', { schema: { ...upload('Importa todas las filas en una transacción (todo o nada)'), response: { 201: ImportCommitSchema } } }, async (request, reply) => {
    const kind = await importable(request, request.params.kind);
    const result = await refusedAsBadRequest(async () => commitImport(app.db, await importRequest(request, kind)));
    return reply.status(201).send(result);
  });

  app.post('/api/system/imports/:kind/errors', { schema: { ...upload('Filas rechazadas del archivo con la columna Error (xlsx)'), produces: [XLSX] } }, async (request, reply) => {
    const kind = await importable(request, request.params.kind);
    const body = await refusedAsBadRequest(async () => errorReport(app.db, await importRequest(request, kind)));
    return sendXlsx(reply, `errores-${kind.kind}.xlsx`, body);
  });

  app.get('/api/system/imports/:kind/template', { schema: { tags, security, summary: 'Plantilla xlsx del tipo de registro', params: KindParams, produces: [XLSX] } }, async (request, reply) => {
    const kind = await importable(request, request.params.kind);
    return sendXlsx(reply, `plantilla-${kind.kind}.xlsx`, await importTemplate(kind));
  });
};
