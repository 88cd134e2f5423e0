// Options of selects fed by catalogue resources, and small labels the academy screens share.
import { RESOURCE_MESSAGES, saveErrorMessage, useList, type QueryFilter, type QueryJoin, type ResourceClient } from '@mikro/api-client';
import type { SelectOption } from '@mikro/ui';
import { personName as joinPersonName } from '@mikro/domain';

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

export const personName = (person: { name: string; lastNameFather?: string; lastNameMother?: string }) =>
  joinPersonName(person.name, person.lastNameFather, person.lastNameMother);

export const INSCRIPTION_STATUS_LABELS: Record<string, string> = { activa: 'Activa', baja: 'Baja', terminada: 'Terminada' };

/**
 * The server's Spanish reason for refusing a request (a full group, a charge already paid…), or the fallback.
 * The api-client rejects with an ApiError, not with the axios error: its response is no longer on it.
 */
export function errorMessage(error: unknown, fallback: string = RESOURCE_MESSAGES.saveError): string {
  const reason = saveErrorMessage(error);
  return reason === RESOURCE_MESSAGES.saveError ? fallback : reason;
}
