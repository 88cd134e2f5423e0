import { useQuery } from '@tanstack/react-query';
import { clientsApi, toApiError, type QueryParams } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';
import { lastCatalog, searchClients } from './offline/catalog';
import { posKeys } from './queryKeys';

/** Clients and students whose name contains the text (two letters or more); without a connection, the cached clients with credit. */
export function useClientSearch(text: string) {
  const term = text.trim();
  const query: QueryParams = { limit: 8, search: { search_name: { $contL: term } } as QueryParams['search'] };
  return useQuery({
    queryKey: posKeys.clients(term),
    queryFn: async () => {
      const catalog = lastCatalog();
      if (navigator.onLine === false && catalog) return searchClients(catalog.clients, term);
      try {
        return (await clientsApi.list(query)) as Client[];
      } catch (error) {
        if (catalog && toApiError(error).body === undefined) return searchClients(catalog.clients, term);
        throw error;
      }
    },
    enabled: term.length >= 2,
    networkMode: 'always',
  });
}
