/** Module types: tienda 1, academia 2, colegio 3. */
export const MODULE_TYPE = { tienda: 1, academia: 2, colegio: 3 } as const;
export type ModuleType = (typeof MODULE_TYPE)[keyof typeof MODULE_TYPE];

/** Paged envelope of the CRUD query language (returned when page or offset is given). */
export interface Paginated<T> {
  data: T[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Every API error is this JSON body. `fields` is present on validation failures (400). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  fields?: FieldError[];
}

/** Decimal amounts travel as strings ("1234.50") so no float ever touches money. */
export type DecimalString = string;
