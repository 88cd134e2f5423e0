import type { ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { PagedQueryLike } from '../table/useTableState';
import type { Column, SortState } from '../table/types';

/** 'active' / 'inactive' filter on `isActive`; 'all' does not filter. */
export type ResourceStatusFilter = 'all' | 'active' | 'inactive';

export type ResourceFilterValue = string | number | boolean;

/** What the screen asks its source for: the same shape as ListState of @mikro/api-client. */
export interface ResourceListState {
  page: number;
  pageSize: number;
  search: string;
  sort: SortState;
  status: ResourceStatusFilter;
  showDeleted: boolean;
  /** The select filters chosen on screen (field → value). */
  filters: Record<string, ResourceFilterValue | null>;
}

export interface ResourceMutationsLike<C, U> {
  create(body: C): Promise<unknown>;
  update(id: number, body: U): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  restore(id: number): Promise<unknown>;
}

/**
 * Where a ResourcePage reads and writes: usually `resourceSource(client, listOptions)` of
 * @mikro/api-client (the kit's data wiring lives there so this package knows no HTTP).
 */
export interface ResourcePageSource<T, C, U> {
  useList(state: ResourceListState): PagedQueryLike<T>;
  useMutations(options: { softDelete: boolean }): ResourceMutationsLike<C, U>;
  /** Every row of the current search and filters, for the Excel export. */
  exportRows?(state: ResourceListState): Promise<T[]>;
}

/** A select filter above the table; choosing an option lists the rows whose `field` equals its value. */
export interface ResourceFilter {
  field: string;
  label: string;
  options: { value: ResourceFilterValue; label: string }[];
  /** Text of the option that does not filter. */
  allLabel?: string;
}

export interface ResourceForm<T, V extends object, C, U> {
  initialValues: (row: T | null) => V;
  schema: ObjectSchema<AnyObject>;
  toCreate: (values: V) => C;
  toUpdate: (values: V) => U;
  fields: (row: T | null) => ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** What the current user may do on this screen (the actions of the route's permission). */
export interface ResourcePermissions {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

export interface ResourceRow {
  id: number;
  isActive?: boolean | null;
  deletedAt?: string | null;
}

export interface ResourcePageProps<T extends ResourceRow, V extends object, C, U> {
  title: string;
  description?: string;
  source: ResourcePageSource<T, C, U>;
  columns: Column<T>[];
  defaultSort: SortState;
  /** e.g. 'campus': buttons read 'Nuevo campus', dialogs 'Editar campus'. */
  noun: string;
  /** Feminine nouns read 'Nueva …'. */
  feminine?: boolean;
  emptyText?: string;
  /** How a row is named in the delete confirmation. */
  rowLabel: (row: T) => string;
  /** Without a form the screen only lists (no Nuevo / Editar). */
  form?: ResourceForm<T, V, C, U>;
  /** Usually `useCrudPermissions()` of @mikro/session. */
  permissions: ResourcePermissions;
  /** The rows have isActive: a status filter and an Activo/Inactivo column. */
  hasActiveFlag?: boolean;
  /** The rows have deletedAt: deletes are soft and can be undone from 'Mostrar eliminados'. */
  softDelete?: boolean;
  filters?: ResourceFilter[];
  rowActions?: (row: T) => ReactNode;
  /** Rows the product cannot do without (e.g. the Desarrollador role) hide their delete button. */
  canDeleteRow?: (row: T) => boolean;
  toolbar?: ReactNode;
  headerActions?: ReactNode;
  /** Name of the Excel file; defaults to the title. */
  exportFileName?: string;
}
