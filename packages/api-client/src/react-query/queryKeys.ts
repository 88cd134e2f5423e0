import type { HelperCatalog, HelperQuery } from '../endpoints/helpers';
import type { ListQuery, RouteChildsParams, RouteFathersParams } from '../endpoints/system';
import type { QueryParams } from '../query/buildQuery';

/** Query keys per resource: `all` is the prefix to invalidate everything of a resource. */
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    me: () => ['auth', 'me'] as const,
    menu: () => ['auth', 'menu'] as const,
  },
  preferences: {
    all: ['preferences'] as const,
    current: () => ['preferences', 'current'] as const,
  },
  users: {
    all: ['users'] as const,
    list: (params: QueryParams = {}) => ['users', 'list', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
    emailExists: (email: string) => ['users', 'email-exists', email] as const,
  },
  roles: {
    all: ['roles'] as const,
    list: (query: ListQuery = {}) => ['roles', 'list', query] as const,
  },
  branchOffices: {
    all: ['branch-offices'] as const,
    list: (query: ListQuery = {}) => ['branch-offices', 'list', query] as const,
  },
  cycles: {
    all: ['cycles'] as const,
    list: (query: ListQuery = {}) => ['cycles', 'list', query] as const,
  },
  remotes: {
    all: ['remotes'] as const,
    list: () => ['remotes', 'list'] as const,
  },
  routes: {
    all: ['routes'] as const,
    known: () => ['routes', 'known'] as const,
    fathers: (params: RouteFathersParams = {}) => ['routes', 'fathers', params] as const,
    childs: (params: RouteChildsParams) => ['routes', 'childs', params] as const,
  },
  permissions: {
    all: ['permissions'] as const,
    byRole: (idRole: number) => ['permissions', 'role', idRole] as const,
  },
  helpers: {
    all: ['helpers'] as const,
    list: (catalog: HelperCatalog, params: HelperQuery = {}) => ['helpers', catalog, 'list', params] as const,
    findOne: (catalog: HelperCatalog, params: HelperQuery = {}) => ['helpers', catalog, 'one', params] as const,
  },
};
