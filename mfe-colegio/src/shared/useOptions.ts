// Options of a select fed by a catalogue resource (active records first, up to 500).
import { useList, type QueryFilter, type QueryJoin, type ResourceClient } from '@mikro/api-client';
import type { SelectOption } from '@mikro/ui';

export function useResourceOptions<T extends { id: number }, C, U>(
  client: ResourceClient<T, C, U>,
  label: (row: T) => string,
  options: { sortField?: string; filters?: QueryFilter[]; join?: QueryJoin[]; enabled?: boolean } = {},
) {
  const list = useList(
    client,
    { limit: 500, sort: [{ field: options.sortField ?? 'name', order: 'ASC' }], filter: options.filters, join: options.join },
    { staleTime: 30_000, enabled: options.enabled ?? true },
  );
  const rows = Array.isArray(list.data) ? list.data : (list.data?.data ?? []);
  const selectOptions: SelectOption<number>[] = rows.map((row) => ({ value: row.id, label: label(row) }));
  return { rows, options: selectOptions, isLoading: list.isLoading };
}
