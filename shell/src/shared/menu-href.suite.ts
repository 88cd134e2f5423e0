import { describe, expect, it } from '@jest/globals';
import { menuHref } from './menu-href';

describe('menuHref', () => {
  it('drops optional parameters and keeps plain urls', () => {
    expect(menuHref('/newbranch/:id?')).toBe('/newbranch');
    expect(menuHref('/tienda/almacen/orden/:idOrden?')).toBe('/tienda/almacen/orden');
    expect(menuHref('/usuarios')).toBe('/usuarios');
    expect(menuHref(null)).toBe('/');
  });
});
