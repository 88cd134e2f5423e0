import type { BranchOffice, Cycle, Paginated, RemoteConfig, Role, RolePermission, SystemRoute } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { type QueryParams, withQuery } from '../query/buildQuery';
import { toPaginated } from './paginated';

/** Filters and sort for catalogue lists that answer a plain array (no paging). */
export type ListQuery = Omit<QueryParams, 'page' | 'offset'>;

async function getList<T>(path: string, query?: ListQuery): Promise<T[]> {
  const { data } = await http.get<T[]>(withQuery(path, query));
  return data;
}

export const rolesApi = {
  list: (query?: ListQuery): Promise<Role[]> => getList<Role>('/system/roles', query),
};

export const branchOfficesApi = {
  list: (query?: ListQuery): Promise<BranchOffice[]> => getList<BranchOffice>('/system/branch-offices', query),
};

export const cyclesApi = {
  list: (query?: ListQuery): Promise<Cycle[]> => getList<Cycle>('/system/cycles', query),
};

export const remotesApi = {
  list: (): Promise<RemoteConfig[]> => getList<RemoteConfig>('/system/remotes'),
};

export interface RouteFathersParams {
  offset?: number;
  limit?: number;
  text?: string;
}

export interface RouteChildsParams extends RouteFathersParams {
  /** Ids of the parent routes whose children are wanted. */
  ids: number[];
}

export const routesApi = {
  /** Every active route url of the product, allowed to the caller or not. */
  async known(): Promise<string[]> {
    const { data } = await http.get<string[]>('/system/routes/known');
    return data;
  },
  /** Top-level routes (offset 0 and limit 10 by default, optional text search). */
  async fathers({ offset = 0, limit = 10, text }: RouteFathersParams = {}): Promise<Paginated<SystemRoute>> {
    const { data } = await http.get<Paginated<SystemRoute> | SystemRoute[]>('/system/routes/fathers', {
      params: { offset, limit, text },
    });
    return toPaginated(data);
  },
  async childs({ ids, offset = 0, limit = 10, text }: RouteChildsParams): Promise<Paginated<SystemRoute>> {
    const { data } = await http.get<Paginated<SystemRoute> | SystemRoute[]>('/system/routes/childs', {
      params: { ids: ids.join(','), offset, limit, text },
    });
    return toPaginated(data);
  },
};

export const permissionsApi = {
  async byRole(idRole: number): Promise<RolePermission[]> {
    const { data } = await http.post<RolePermission[]>('/system/permissions/permission-role', { idRole });
    return data;
  },
};
