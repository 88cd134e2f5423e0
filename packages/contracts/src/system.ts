import type { RoleRef } from './session';

/** A remote of the platform as the shell discovers it at run time (docs/architecture.md, "How a remote gets on screen"). */
export interface RemoteConfig {
  /** Module Federation name, e.g. "mfe_sistema". */
  name: string;
  /** Human label in Spanish, used by the error panel. */
  label: string;
  /** URL path prefixes the remote owns, e.g. ["/usuarios", "/roles"]. */
  prefixes: string[];
  /** Where its mf-manifest.json lives. */
  manifestUrl: string;
  /** The module a branch office must enable for the remote to load; null = always available. */
  typeModule: 1 | 2 | 3 | null;
  isActive: boolean;
}

/** A user as administered in /usuarios. */
export interface User {
  id: number;
  name: string;
  email: string;
  img: string;
  isActive: boolean;
  role: RoleRef;
  branchOffices: { id: number; name: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface CreateUserRequest {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
  roleId: number;
  branchOfficeIds: number[];
  isActive?: boolean;
  /** '/api/files/<id>' of an uploaded photo, or '' for the default image. */
  img?: string;
}

export interface UpdateUserRequest {
  name?: string;
  email?: string;
  roleId?: number;
  branchOfficeIds?: number[];
  isActive?: boolean;
  img?: string;
}

/** A password change is a user update with these fields. */
export interface UpdatePasswordRequest {
  id: number;
  password: string;
  passwordConfirm: string;
  passwordOld?: string;
  isAdmin: boolean;
}

export interface Role {
  id: number;
  name: string;
  description: string;
  isActive: boolean;
}

/** POST system/permissions/permission-role {idRole} returns the role's routes with their actions. */
export interface RolePermission {
  routeId: number;
  url: string | null;
  actions: string[];
}

/** A node of the route tree as GET system/routes/fathers and /childs list it. */
export interface SystemRoute {
  id: number;
  name: string;
  parent: number | null;
  level: number;
  url: string | null;
  icon: string;
  order: number;
  isActive: boolean;
  showInMenu: boolean;
  /** The actions the route offers (ver, crear, editar, eliminar, exportar). */
  actions: string[];
}

/** PATCH /api/system/remotes/:name */
export interface UpdateRemoteRequest {
  manifestUrl?: string;
  isActive?: boolean;
}
