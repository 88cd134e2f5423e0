// The options of a select fed by a catalogue resource: its rows sorted by a field (name by default), up to 500,
// each labelled by the screen. Shared by every remote's forms.
import type { QueryFilter, QueryJoin } from '../query/buildQuery';
import type { ResourceClient } from './createResourceClient';
import { useList } from './hooks';

export interface ResourceOption {
  value: number;
  label: string;
}

export interface ResourceOptionsSettings {
  sortField?: string;
  filters?: QueryFilter[];
  join?: QueryJoin[];
  enabled?: boolean;
}

export const RESOURCE_OPTIONS_LIMIT = 500;

export function useResourceOptions<T extends { id: number }, C, U>(
  client: ResourceClient<T, C, U>,
  label: (row: T) => string,
  settings: ResourceOptionsSettings = {},
): { rows: T[]; options: ResourceOption[]; isLoading: boolean } {
  const list = useList(
    client,
    { limit: RESOURCE_OPTIONS_LIMIT, sort: [{ field: settings.sortField ?? 'name', order: 'ASC' }], filter: settings.filters, join: settings.join },
    { staleTime: 30_000, enabled: settings.enabled ?? true },
  );
  const rows = Array.isArray(list.data) ? list.data : (list.data?.data ?? []);
  return { rows, options: rows.map((row) => ({ value: row.id, label: label(row) })), isLoading: list.isLoading };
}
