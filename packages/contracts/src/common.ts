/** Module types: tienda 1, academia 2, colegio 3. */
export const MODULE_TYPE = { tienda: 1, academia: 2, colegio: 3 } as const;
export type ModuleType = (typeof MODULE_TYPE)[keyof typeof MODULE_TYPE];
export type ModuleName = keyof typeof MODULE_TYPE;

/** Branch-office settings carry typeModule as 1|2|3 or as 'tienda'|'academia'|'colegio'; anything else is null. */
export function toModuleType(value: unknown): ModuleType | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    const code = Number(value);
    return code === 1 || code === 2 || code === 3 ? code : null;
  }
  if (typeof value === 'string') {
    const name = value.trim().toLowerCase();
    return Object.hasOwn(MODULE_TYPE, name) ? MODULE_TYPE[name as ModuleName] : null;
  }
  return null;
}

/** Rows a list answers when the request names no limit (the API's default and the screens' first page size). */
export const DEFAULT_PAGE_SIZE = 10;

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

/** The one tax a product or concept carries: IVA 16 %, 8 % (border region), 0 %, exempt, or not subject (ObjetoImp 01). */
export type TaxObject = 'iva16' | 'iva8' | 'iva0' | 'exento' | 'no-objeto';
