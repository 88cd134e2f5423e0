// The generic CRUD engine: declare a resource, get its routes.
export {
  columnOf,
  defineEntity,
  defineResource,
  fieldsOf,
  hasCompany,
  many,
  one,
  type EntityDefinition,
  type FieldError,
  type FieldKind,
  type FieldSpec,
  type RelationSpec,
  type ResourceDefinition,
  type Scope,
  type ValidateContext,
} from './definition';
export { currentDelimiter, DEFAULT_DELIMITER, parseListQuery, setQueryDelimiter, type ListQuery, type Operator, type Where } from './query-parser';
export { buildList, type ScopeContext } from './sql-builder';
export { DEFAULT_MAX_LIMIT, listJson, listRows, findRow, paginate, parseFor, type Caller, type Row } from './repository';
export { DUPLICATE, IN_USE, MISSING_REFERENCE } from './db-errors';
export { MAX_BULK, registerResource, resourcesPlugin } from './routes';
// The engine's own body validation and insert, for endpoints that write a resource's rows in bulk (spreadsheet import).
export { normaliseNumbers, toColumnValues, validatorsOf } from './validation';
export { createRows } from './repository';
