import type { Paginated } from '@mikro/contracts';

/** The CRUD envelope {data, count, total, page, pageCount} of one page taken at `skip` with size `take`. */
export function paginate<T>(data: T[], total: number, take: number, skip: number): Paginated<T> {
  return {
    data,
    count: data.length,
    total,
    page: Math.floor(skip / take) + 1,
    pageCount: Math.ceil(total / take),
  };
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
