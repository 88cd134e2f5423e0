import { useQuery } from '@tanstack/react-query';
import { clientsApi, type QueryParams } from '@mikro/api-client';
import type { Client } from '@mikro/contracts';

/** Clients and students whose name contains the text (two letters or more). */
export function useClientSearch(text: string) {
  const term = text.trim();
  const query: QueryParams = { limit: 8, search: { search_name: { $contL: term } } as QueryParams['search'] };
  return useQuery({ queryKey: ['pos', 'clients', term], queryFn: () => clientsApi.list(query) as Promise<Client[]>, enabled: term.length >= 2 });
}
