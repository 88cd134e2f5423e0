// The routes of a declared resource (what the generic resource client calls): GET list/one, POST, POST /bulk,
// PATCH, PUT, DELETE, DELETE /soft-deleted/:id, PUT /soft-restore/:id.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ActionKey } from '../db/seed/route-tree';
import { callerOf } from '../plugins/auth';
import { badRequest, MESSAGES } from '../plugins/errors';
import { isSoftDeletable, type ResourceDefinition } from './definition';
import {
  createRows,
  deleteRow,
  findRow,
  parseFor,
  setDeleted,
  updateRow,
  type Caller,
  type Row,
} from './repository';
import { cachedListBody, CompiledListCache } from './compiled-list';
import { normaliseNumbers, toColumnValues, validatorsOf } from './validation';

export const MAX_BULK = 1000;

const QuerySchema = Type.Object(
  {
    fields: Type.Optional(Type.String({ description: 'Campos separados por coma' })),
    s: Type.Optional(Type.String({ description: 'Búsqueda JSON ($and, $or, $not, operadores)' })),
    filter: Type.Optional(Type.Array(Type.String(), { description: 'campo$$operador$$valor' })),
    or: Type.Optional(Type.Array(Type.String())),
    join: Type.Optional(Type.Array(Type.String(), { description: 'relación[$$campo,campo]' })),
    sort: Type.Optional(Type.Array(Type.String(), { description: 'campo,ASC|DESC' })),
    limit: Type.Optional(Type.Integer()),
    per_page: Type.Optional(Type.Integer()),
    offset: Type.Optional(Type.Integer()),
    page: Type.Optional(Type.Integer()),
    include_deleted: Type.Optional(Type.Integer()),
  },
  { additionalProperties: true },
);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Route schemas document the API; the engine validates itself (all errors at once, Spanish reasons). */
const documentOnly = () => (data: unknown) => ({ value: data });

/** What reaches a handler: the engine validates by itself, so params, query and body arrive as sent. */
interface RawRoute {
  Params: { id?: string };
  Querystring: Record<string, unknown> | undefined;
  Body: unknown;
}

function idOf(request: FastifyRequest<RawRoute>): number {
  const raw = request.params.id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('Identificador no válido', [{ field: 'id', message: 'Identificador no válido' }]);
  return Number(raw);
}

export function registerResource(app: FastifyInstance, resource: ResourceDefinition): void {
  const base = `/api${resource.path}`;
  const validators = validatorsOf(resource);
  const listCache = new CompiledListCache();
  const permission = (action: ActionKey): FastifyContextConfig =>
    resource.permission ? { permission: { route: resource.permission, action } } : {};
  const docs = (summary: string, extra: Record<string, unknown> = {}) => ({
    tags: [resource.name],
    summary,
    security: [{ bearerAuth: [] }],
    ...extra,
  });

  const callerFor = (request: FastifyRequest): Caller => {
    const auth = callerOf(request);
    if (resource.scope === 'branch' && request.branchOfficeId === null) {
      throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: MESSAGES.required }]);
    }
    return { companyId: auth.companyId, branchOfficeId: request.branchOfficeId };
  };
  const query = (request: FastifyRequest<RawRoute>): Record<string, unknown> => request.query ?? {};

  const checked = (mode: 'create' | 'update', body: unknown, prefix = ''): Row => {
    const normalised = normaliseNumbers(resource, body);
    const errors = validators[mode].validate(normalised);
    const { values, errors: missing } = errors.length === 0 ? toColumnValues(resource, normalised as Row, mode) : { values: {}, errors: [] };
    const all = [...errors, ...missing];
    if (all.length > 0) {
      throw badRequest(MESSAGES.invalidData, all.map((e) => ({ field: `${prefix}${e.field}`, message: e.message })));
    }
    return values;
  };

  const readConfig = resource.publicRead ? {} : permission('ver');
  app.get<RawRoute>(base, { config: readConfig, validatorCompiler: documentOnly, schema: docs(`Lista de ${resource.name}`, { querystring: QuerySchema }) }, async (request, reply) => {
    const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const body = await cachedListBody(app.db, app.dbKind, listCache, resource, callerFor(request), rawQuery, query(request));
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<RawRoute>(`${base}/:id`, { config: readConfig, validatorCompiler: documentOnly, schema: docs(`Un registro de ${resource.name}`, { params: IdParams, querystring: QuerySchema }) }, (request) => {
    const id = idOf(request);
    return findRow(app.db, resource, callerFor(request), id, parseFor(resource, query(request)));
  });

  if (resource.readOnly) return;

  const created = (reply: FastifyReply, body: unknown) => reply.status(201).send(body);

  app.post<RawRoute>(base, { config: permission('crear'), validatorCompiler: documentOnly, schema: docs(`Crear ${resource.name}`, { body: validators.create.schema }) }, async (request, reply) => {
    const caller = callerFor(request);
    const values = checked('create', request.body);
    const [row] = await createRows(app.db, resource, caller, [values]);
    return created(reply, row);
  });

  app.post<RawRoute>(
    `${base}/bulk`,
    {
      config: permission('crear'),
      validatorCompiler: documentOnly,
      schema: docs(`Crear varios ${resource.name} (todo o nada)`, { body: Type.Object({ bulk: Type.Array(validators.create.schema) }) }),
    },
    async (request, reply) => {
      const caller = callerFor(request);
      const body = request.body;
      const bulk = typeof body === 'object' && body !== null && 'bulk' in body ? body.bulk : undefined;
      if (!Array.isArray(bulk) || bulk.length === 0) throw badRequest(MESSAGES.invalidData, [{ field: 'bulk', message: 'Se espera una lista no vacía' }]);
      if (bulk.length > MAX_BULK) throw badRequest(MESSAGES.invalidData, [{ field: 'bulk', message: `Máximo ${MAX_BULK} registros` }]);
      const items = bulk.map((item, index) => checked('create', item, `bulk.${index}.`));
      const rows = await app.db.transaction((tx) => createRows(tx, resource, caller, items));
      return created(reply, rows);
    },
  );

  app.patch<RawRoute>(`${base}/:id`, { config: permission('editar'), validatorCompiler: documentOnly, schema: docs(`Modificar ${resource.name}`, { params: IdParams, body: validators.update.schema }) }, async (request) => {
    const id = idOf(request);
    const caller = callerFor(request);
    return updateRow(app.db, resource, caller, id, checked('update', request.body ?? {}));
  });

  // PUT replaces the record's writable fields: the body is validated as a complete record.
  app.put<RawRoute>(`${base}/:id`, { config: permission('editar'), validatorCompiler: documentOnly, schema: docs(`Reemplazar ${resource.name}`, { params: IdParams, body: validators.create.schema }) }, async (request) => {
    const id = idOf(request);
    const caller = callerFor(request);
    return updateRow(app.db, resource, caller, id, checked('create', request.body));
  });

  app.delete<RawRoute>(`${base}/:id`, { config: permission('eliminar'), validatorCompiler: documentOnly, schema: docs(`Eliminar ${resource.name} definitivamente`, { params: IdParams }) }, async (request) => {
    const id = idOf(request);
    return deleteRow(app.db, resource, callerFor(request), id);
  });

  if (!isSoftDeletable(resource)) return;

  app.delete<RawRoute>(`${base}/soft-deleted/:id`, { config: permission('eliminar'), validatorCompiler: documentOnly, schema: docs(`Borrado lógico de ${resource.name}`, { params: IdParams }) }, async (request) => {
    const id = idOf(request);
    return setDeleted(app.db, resource, callerFor(request), id, true);
  });

  app.put<RawRoute>(`${base}/soft-restore/:id`, { config: permission('editar'), validatorCompiler: documentOnly, schema: docs(`Restaurar ${resource.name}`, { params: IdParams }) }, async (request) => {
    const id = idOf(request);
    return setDeleted(app.db, resource, callerFor(request), id, false);
  });
}

/** Registers many resources as one Fastify plugin. */
export function resourcesPlugin(resources: ResourceDefinition[]) {
  return async (app: FastifyInstance) => {
    for (const resource of resources) registerResource(app, resource);
  };
}
