import type { QueryParams } from '@mikro/api-client';
// The cards-view order of products (/tienda/menu): numbered products first by their number, then the rest by name.
export interface MenuOrdered {
  id: number;
  name: string;
  menuOrder?: number;
}

const position = (product: MenuOrdered) => (product.menuOrder && product.menuOrder > 0 ? product.menuOrder : Number.POSITIVE_INFINITY);

export function menuSorted<T extends MenuOrdered>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => position(a) - position(b) || a.name.localeCompare(b.name, 'es-MX') || a.id - b.id);
}

/** The ids after moving the product at `index` by `delta` places (up -1, down +1); unchanged at the edges. */
export function moved(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  return ids.map((id, position) => {
    if (position === index) return ids[target] ?? id;
    if (position === target) return ids[index] ?? id;
    return id;
  });
}

/** Active products of one menu group (classification, or none), in the order the point of sale lists them. */
export function menuQuery(classificationId: number | null): QueryParams {
  return {
    limit: 200,
    sort: [{ field: 'menuOrder', order: 'ASC' }, { field: 'name', order: 'ASC' }],
    filter: [
      { field: 'isActive', operator: '$eq', value: true },
      classificationId === null ? { field: 'storeClassificationId', operator: '$isnull' } : { field: 'storeClassificationId', operator: '$eq', value: classificationId },
    ],
  };
}

/** The menu's groups: the active classifications, in the order /tienda/menu lists them. */
export const MENU_GROUPS_QUERY: QueryParams = { limit: 200, filter: [{ field: 'isActive', operator: '$eq', value: true }] };
