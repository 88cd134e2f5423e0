// The permission editor's state: which actions a role holds on each route of the tree, and how checking a
// route or a whole branch changes it.
import type { RolePermission, RoutePermissionInput, RouteTreeNode } from '@mikro/contracts';

const ACTION_LABELS: Record<string, string> = {
  ver: 'Ver',
  crear: 'Crear',
  editar: 'Editar',
  eliminar: 'Eliminar',
  exportar: 'Exportar',
  supervisar: 'Supervisar',
};

/** An action's name beside its check box: a key the list does not know still reads as a word, capitalised (supervisar showed raw). */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? `${action.charAt(0).toUpperCase()}${action.slice(1)}`;
}

/** routeId → granted action keys. */
export type PermissionSet = ReadonlyMap<number, ReadonlySet<string>>;

/** The screen a 'Desarrollador' can never lose (the API refuses it too). */
export const ROLES_URL = '/roles';

export function fromRolePermissions(permissions: RolePermission[]): PermissionSet {
  return new Map(permissions.map((p) => [p.routeId, new Set(p.actions)]));
}

export function toPayload(set: PermissionSet): RoutePermissionInput[] {
  return [...set.entries()]
    .filter(([, actions]) => actions.size > 0)
    .map(([routeId, actions]) => ({ routeId, actions: [...actions] }))
    .sort((a, b) => a.routeId - b.routeId);
}

/** Every route of the subtree (itself included) that offers at least one action. */
export function actionableRoutes(node: RouteTreeNode): RouteTreeNode[] {
  return [...(node.actions.length ? [node] : []), ...node.children.flatMap(actionableRoutes)];
}

/** The one action a locked route must keep for the role. */
export function lockedAction(node: RouteTreeNode, isAdminRole: boolean): string | null {
  return isAdminRole && node.url === ROLES_URL && node.actions.includes('ver') ? 'ver' : null;
}

export function toggleAction(set: PermissionSet, node: RouteTreeNode, action: string, on: boolean, isAdminRole = false): PermissionSet {
  if (!on && lockedAction(node, isAdminRole) === action) return set;
  const next = new Map(set);
  const actions = new Set(set.get(node.id) ?? []);
  if (on) actions.add(action);
  else actions.delete(action);
  next.set(node.id, actions);
  return next;
}

/** Checks every action of every route under the node, or clears them (locked actions stay). */
export function toggleSubtree(set: PermissionSet, node: RouteTreeNode, on: boolean, isAdminRole = false): PermissionSet {
  const next = new Map(set);
  for (const route of actionableRoutes(node)) {
    const locked = lockedAction(route, isAdminRole);
    next.set(route.id, new Set(on ? route.actions : locked ? [locked] : []));
  }
  return next;
}

export type CheckState = boolean | 'indeterminate';

export function subtreeState(set: PermissionSet, node: RouteTreeNode): CheckState {
  let offered = 0;
  let granted = 0;
  for (const route of actionableRoutes(node)) {
    offered += route.actions.length;
    const held = set.get(route.id);
    granted += route.actions.filter((action) => held?.has(action)).length;
  }
  if (granted === 0) return false;
  return granted === offered ? true : 'indeterminate';
}
