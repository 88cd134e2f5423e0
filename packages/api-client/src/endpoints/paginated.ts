import type { Paginated } from '@mikro/contracts';

/** The CRUD engine answers a plain array when neither page nor offset is given: make both one shape. */
export function toPaginated<T>(data: Paginated<T> | T[]): Paginated<T> {
  if (!Array.isArray(data)) return data;
  return { data, count: data.length, total: data.length, page: 1, pageCount: 1 };
}
