import { RequestQueryBuilder, type SCondition } from '@dataui/crud-request';

/** The delimiter of the CRUD query language in this product (the API's parser uses the same). */
export const QUERY_DELIMITER = '$$';

RequestQueryBuilder.setOptions({ delim: QUERY_DELIMITER });

export type QueryOperator =
  | '$eq'
  | '$ne'
  | '$gt'
  | '$lt'
  | '$gte'
  | '$lte'
  | '$starts'
  | '$ends'
  | '$cont'
  | '$excl'
  | '$in'
  | '$notin'
  | '$isnull'
  | '$notnull'
  | '$between'
  | '$eqL'
  | '$neL'
  | '$startsL'
  | '$endsL'
  | '$contL'
  | '$exclL'
  | '$inL'
  | '$notinL'
  | '$contArr'
  | '$intersectsArr';

export type QueryValue = string | number | boolean;

export interface QueryFilter {
  field: string;
  operator: QueryOperator;
  /** Omitted for $isnull / $notnull; a list for $in, $notin, $between, $inL, $notinL, $contArr and $intersectsArr. */
  value?: QueryValue | QueryValue[];
}

export interface QueryJoin {
  /** Relation path, e.g. 'role' or 'payment.miniStoreSaleMethodPayments'. */
  field: string;
  select?: string[];
}

export interface QuerySort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** The `s` search condition (JSON); when present the server ignores filter and or. */
export type QuerySearch = SCondition;

export interface QueryParams {
  fields?: string[];
  search?: QuerySearch;
  filter?: QueryFilter[];
  or?: QueryFilter[];
  join?: QueryJoin[];
  sort?: QuerySort[];
  limit?: number;
  page?: number;
  offset?: number;
  includeDeleted?: boolean;
}

/** Builds the (URL-encoded) query string of the CRUD query language, without the leading '?'. */
export function buildQuery(params: QueryParams = {}): string {
  const { includeDeleted, ...rest } = params;
  return RequestQueryBuilder.create({
    ...rest,
    includeDeleted: includeDeleted ? 1 : undefined,
  }).query();
}

/** Appends the query string of `params` to `path` (no '?' when the query is empty). */
export function withQuery(path: string, params?: QueryParams): string {
  const query = buildQuery(params);
  return query === '' ? path : `${path}?${query}`;
}
