// Body validation derived from the table (types, lengths, required columns) plus each resource's extra rules;
// every failure is reported per field with a Spanish reason.
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { FieldError } from '@mikro/contracts';
import { Day } from '../schemas';
import { MESSAGES, reasonOf } from '../plugins/errors';
import { fieldsOf, isServerField, type FieldSpec, type ResourceDefinition } from './definition';

const INT = { minimum: -2_147_483_648, maximum: 2_147_483_647 };

function columnSchema(field: FieldSpec): TSchema {
  switch (field.kind) {
    case 'integer':
      return Type.Integer(INT);
    case 'numeric': {
      const scale = field.scale ?? 2;
      const whole = (field.precision ?? 14) - scale;
      return Type.String({ pattern: `^-?\\d{1,${whole}}(\\.\\d{1,${scale}})?$` });
    }
    case 'boolean':
      return Type.Boolean();
    case 'date':
      return Day;
    case 'timestamp':
      return Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$' });
    case 'json':
      return Type.Unknown();
    case 'integer[]':
      return Type.Array(Type.Integer(INT), { maxItems: 1000 });
    case 'text[]':
      return Type.Array(Type.String({ maxLength: 500 }), { maxItems: 1000 });
    default: {
      const required = field.notNull && !field.hasDefault;
      return Type.String({ maxLength: field.maxLength ?? 10_000, ...(required ? { minLength: 1 } : {}) });
    }
  }
}

export interface BodyValidator {
  /** The JSON schema (for the OpenAPI page). */
  schema: TSchema;
  validate(body: unknown): FieldError[];
}

export interface ResourceValidators {
  create: BodyValidator;
  update: BodyValidator;
  writableFields: Map<string, FieldSpec>;
}


/** A field schema may carry its own Spanish reason for a failed format (`errorMessage`, e.g. the RFC rule's text). */
function customMessage(schema: TSchema, field: string): string | undefined {
  const properties = (schema as { properties?: Record<string, { errorMessage?: unknown }> }).properties;
  const message = properties?.[field]?.errorMessage;
  return typeof message === 'string' ? message : undefined;
}

function validator(schema: TSchema): BodyValidator {
  // Compiled on the first write, not when the resource is registered: most processes (a test file, a server
  // just started) write to few of the resources.
  let compiledOnce: ReturnType<typeof Compile> | undefined;
  return {
    schema,
    validate(body) {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return [{ field: 'body', message: 'Se espera un objeto JSON' }];
      const compiled = (compiledOnce ??= Compile(schema));
      if (compiled.Check(body)) return [];
      const seen = new Map<string, string>();
      for (const error of compiled.Errors(body)) {
        const e = error as unknown as { keyword: string; instancePath: string; params: Record<string, unknown> };
        const base = e.instancePath.replace(/^\//, '').split('/')[0];
        const names = e.keyword === 'required'
          ? ((e.params.requiredProperties as string[]) ?? [])
          : e.keyword === 'additionalProperties'
            ? ((e.params.additionalProperties as string[]) ?? [])
            : [base || 'body'];
        for (const name of names) {
          if (!seen.has(name)) seen.set(name, (e.keyword === 'pattern' && customMessage(schema, name)) || reasonOf(e, name));
        }
        if (seen.size >= 50) break;
      }
      return [...seen].map(([field, message]) => ({ field, message }));
    },
  };
}

const RelationRef = Type.Object({ id: Type.Integer({ minimum: 1, maximum: INT.maximum }) });

const cache = new WeakMap<ResourceDefinition, ResourceValidators>();

export function validatorsOf(resource: ResourceDefinition): ResourceValidators {
  const cached = cache.get(resource);
  if (cached) return cached;
  const readOnly = new Set(resource.readOnlyFields ?? []);
  const writableFields = new Map<string, FieldSpec>();
  for (const [name, field] of fieldsOf(resource)) if (!isServerField(name) && !readOnly.has(name) && !field.generated) writableFields.set(name, field);

  const createProps: Record<string, TSchema> = {};
  const updateProps: Record<string, TSchema> = {};
  const required: string[] = [];
  // A many-to-one relation may be written as its key (classificationId: 3) or as {storeClassification: {id: 3}}.
  const relationKeys = new Set(
    Object.values(resource.relations ?? {}).flatMap((r) => (r.kind === 'one' ? [r.localKey] : [])),
  );
  for (const [name, field] of writableFields) {
    let schema = resource.validation?.[name] ?? columnSchema(field);
    if (!field.notNull) schema = Type.Union([schema, Type.Null()]);
    createProps[name] = Type.Optional(schema);
    updateProps[name] = Type.Optional(schema);
    if (field.notNull && !field.hasDefault && !relationKeys.has(name)) required.push(name);
  }
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'one' || !writableFields.has(relation.localKey)) continue;
    const nullable = !writableFields.get(relation.localKey)!.notNull;
    const ref = nullable ? Type.Union([RelationRef, Type.Null()]) : RelationRef;
    createProps[name] = Type.Optional(ref);
    updateProps[name] = Type.Optional(ref);
  }
  // Clients that send back a whole record (PUT) may include these; they are ignored.
  for (const name of ['id', 'createdAt', 'updatedAt', 'deletedAt', 'companyId', 'branchOfficeId']) {
    createProps[name] = Type.Optional(Type.Unknown());
    updateProps[name] = Type.Optional(Type.Unknown());
  }
  const result: ResourceValidators = {
    create: validator(Type.Object(createProps, { required, additionalProperties: false })),
    update: validator(Type.Object(updateProps, { additionalProperties: false })),
    writableFields,
  };
  cache.set(resource, result);
  return result;
}

/**
 * The column values of a validated body: relation objects become their keys, numbers of money columns
 * become decimal strings, server-owned fields are dropped. Returns missing required relation keys as errors.
 */
export function toColumnValues(
  resource: ResourceDefinition,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): { values: Record<string, unknown>; errors: FieldError[] } {
  const { writableFields } = validatorsOf(resource);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) if (writableFields.has(name) && value !== undefined) values[name] = value;
  const errors: FieldError[] = [];
  for (const [name, relation] of Object.entries(resource.relations ?? {})) {
    if (relation.kind !== 'one' || !(name in body) || !writableFields.has(relation.localKey)) continue;
    const ref = body[name] as { id: number } | null | undefined;
    if (ref !== undefined) values[relation.localKey] = ref === null ? null : ref.id;
  }
  if (mode === 'create') {
    for (const [name, field] of writableFields) {
      if (field.notNull && !field.hasDefault && (values[name] === undefined || values[name] === null)) {
        errors.push({ field: name, message: MESSAGES.required });
      }
    }
  }
  return { values, errors };
}

/** Money may arrive as a JSON number: it is validated as the decimal string it denotes. */
export function normaliseNumbers(resource: ResourceDefinition, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = fieldsOf(resource);
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(copy)) {
    if (typeof value === 'number' && fields.get(name)?.kind === 'numeric' && Number.isFinite(value)) copy[name] = String(value);
  }
  return copy;
}
