// Rules every request obeys around its own schema, so routes added later are covered without doing anything:
// no string anywhere in the body, query string or path parameters may contain a NUL character (PostgreSQL text
// cannot store it; a driver error would otherwise surface as a 500), no integer of a request schema goes past a
// PostgreSQL integer (an id of 2147483648 is a 400 from the schema, not a driver error), and no number is infinite
// or NaN once validated ("Infinity" passes the validator's coercion to a number, and JSON's 1e400 parses as one).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@mikro/contracts';
import { MAX_INT } from '../schemas';
import { badRequest, MESSAGES } from './errors';

const MAX_DEPTH = 32;

/** Dotted path of the first string containing NUL (keys count too), or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNul(value[index], path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function nulField(request: FastifyRequest): FieldError | null {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [context, value] of parts) {
    const path = findNul(value);
    if (path !== null) return { field: path || context, message: MESSAGES.nulCharacter };
  }
  return null;
}

/** Dotted path of the first number that is not finite (Infinity, -Infinity, NaN), or null. */
export function findNonFinite(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, child] of entries) {
    const found = findNonFinite(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const NOT_FINITE = 'Debe ser un número finito';

const MIN_INT = -MAX_INT - 1;
const VALUE_KEYWORDS = new Set(['default', 'examples', 'const', 'enum']);

function isIntegerSchema(schema: Record<string, unknown>): boolean {
  return schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
}

/**
 * A copy of a request schema whose integers all lie within PostgreSQL's integer range: a bound the route
 * declared is kept when it is narrower. Schemas are copied, never changed in place (TypeBox objects are shared
 * between routes and responses).
 */
export function boundIntegers<T>(schema: T, depth = 0, propertyMap = false): T {
  if (schema === null || typeof schema !== 'object' || depth > MAX_DEPTH) return schema;
  if (Array.isArray(schema)) return schema.map((item) => boundIntegers(item, depth + 1)) as T;
  const source = schema as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  // Enumerable keys only: TypeBox's own markers (`~kind`…) are hidden and mean nothing to the validator.
  for (const key of Object.keys(source)) {
    const value = source[key];
    // Inside `properties` the keys are field names; elsewhere `default`, `enum`… hold values, not schemas.
    const isSchema = propertyMap || !VALUE_KEYWORDS.has(key);
    copy[key] = isSchema ? boundIntegers(value, depth + 1, !propertyMap && (key === 'properties' || key === 'patternProperties')) : value;
  }
  if (propertyMap) return copy as T;
  if (isIntegerSchema(copy)) {
    const max = typeof copy.maximum === 'number' ? Math.min(copy.maximum, MAX_INT) : MAX_INT;
    const min = typeof copy.minimum === 'number' ? Math.max(copy.minimum, MIN_INT) : MIN_INT;
    copy.maximum = max;
    copy.minimum = min;
  }
  return copy as T;
}

// One bounded copy per declared schema, whichever app or route asks: the copy is never changed, and the
// validator compiled for it (Ajv caches by schema object) serves every app the process builds.
const boundedCopies = new WeakMap<object, unknown>();

function boundedCopyOf<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object') return schema;
  let copy = boundedCopies.get(schema);
  if (copy === undefined) {
    copy = boundIntegers(schema);
    boundedCopies.set(schema, copy);
  }
  return copy as T;
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.schema) return;
      const schema = { ...route.schema };
      for (const part of ['params', 'querystring', 'body'] as const) {
        if (schema[part]) schema[part] = boundedCopyOf(schema[part]);
      }
      route.schema = schema;
    });
    app.addHook('preValidation', async (request) => {
      const field = nulField(request);
      if (field) throw badRequest(MESSAGES.invalidData, [field]);
    });
    app.addHook('preHandler', async (request) => {
      for (const [context, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
        const path = findNonFinite(value);
        if (path !== null) throw badRequest(MESSAGES.invalidData, [{ field: path || context, message: NOT_FINITE }]);
      }
    });
  },
  { name: 'input-guard' },
);
