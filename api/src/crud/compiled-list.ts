// The list route's hot path: the SQL text and parameters of a list request are compiled once per distinct
// request (resource, query string, company, branch office) and kept in a small LRU; repeated requests skip the
// parser, the SQL builder and drizzle's compiler and run the cached parameterised statement on the driver.
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { queryPrepared, type Database } from '../db/client';
import { onlyRow } from '../db/rows';
import type { ResourceDefinition } from './definition';
import { PAGE_ENVELOPE_HEAD, pageEnvelopeTail, parseFor, type Caller } from './repository';
import { buildList } from './sql-builder';

interface CompiledList {
  text: string;
  params: unknown[];
  /** Prepared-statement name (PostgreSQL): one per distinct SQL text, so values vary freely. */
  name: string;
  paged: boolean;
  take: number;
  skip: number;
}

const MAX_ENTRIES = 1000;
const dialect = new PgDialect();

export class CompiledListCache {
  private readonly entries = new Map<string, CompiledList>();

  get(key: string): CompiledList | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting marks the entry as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CompiledList): void {
    this.entries.set(key, value);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}

function compile(resource: ResourceDefinition, caller: Caller, query: Record<string, unknown>): CompiledList {
  const parsed = parseFor(resource, query);
  const built = buildList(resource, parsed, {
    companyId: caller.companyId,
    branchOfficeId: resource.scope === 'branch' ? caller.branchOfficeId : null,
    includeDeleted: parsed.includeDeleted,
  });
  const { sql: text, params } = dialect.sqlToQuery(built.page);
  const name = `crud_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return { text, params, name, paged: parsed.paged, take: parsed.take, skip: parsed.skip };
}

interface DriverClient {
  query(config: { name?: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: { data: string; total: number }[] }>;
}

/**
 * The pieces' UTF-8 bytes in one buffer. A page's JSON sent as a concatenated string is copied on the JS heap
 * twice more (flattened to measure it, then prefixed with the headers by Node's HTTP writer); written straight
 * into bytes it leaves no garbage the size of the page for every request.
 */
function utf8Buffer(parts: string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const buffer = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) offset += buffer.write(part, offset);
  return buffer;
}

/** GET / of a resource: the JSON answer's bytes. `rawQuery` is the request's query string (the cache key). */
export async function cachedListBody(
  db: Database,
  kind: 'pglite' | 'postgres',
  cache: CompiledListCache,
  resource: ResourceDefinition,
  caller: Caller,
  rawQuery: string,
  query: Record<string, unknown>,
): Promise<Buffer> {
  const key = `${resource.path}?${rawQuery}|${caller.companyId}|${resource.scope === 'branch' ? caller.branchOfficeId : ''}`;
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compile(resource, caller, query);
    cache.set(key, compiled);
  }
  const client = (db as unknown as { $client: DriverClient }).$client;
  const result =
    kind === 'postgres'
      ? await queryPrepared<{ data: string; total: number }>(client as unknown as pg.Pool, { name: compiled.name, text: compiled.text, values: compiled.params })
      : await client.query(compiled.text, compiled.params);
  const { data, total } = onlyRow(result.rows, 'page row');
  return utf8Buffer(compiled.paged ? [PAGE_ENVELOPE_HEAD, data, pageEnvelopeTail(total, compiled.take, compiled.skip)] : [data]);
}
