// Rules every request obeys before its own schema runs, so routes added later are covered without doing
// anything: no string anywhere in the body, query string or path parameters may contain a NUL character
// (PostgreSQL text cannot store it; a driver error would otherwise surface as a 500).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldError } from '@mikro/contracts';
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

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field = nulField(request);
      if (field) throw badRequest(MESSAGES.invalidData, [field]);
    });
  },
  { name: 'input-guard' },
);
