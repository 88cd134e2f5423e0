import { describe, expect, it } from '@jest/globals';
import { aMenuItem } from '../testing/fixtures';
import { findRoute, matchesRoute, matchUrl } from './routeMatch';

const menu = [
  aMenuItem(21, '/', ['ver']),
  aMenuItem(2, null, [], [
    aMenuItem(3, '/alumnos', ['ver', 'crear']),
    aMenuItem(4, '/alumnos/:idalum', ['ver', 'editar']),
    aMenuItem(5, '/alumnos/importar', ['importar']),
    aMenuItem(6, null, [], [aMenuItem(7, '/colegio/alumnos/perfil/:idalum?/:idac?', ['ver', 'cobrar'])]),
  ]),
  aMenuItem(8, '/familias/{id}', ['ver']),
  aMenuItem(9, '/usuarios', ['ver', 'crear']),
];

describe('findRoute', () => {
  it('starts on menu item 21 at /', () => {
    expect(findRoute(menu, '/')?.id).toBe(21);
    expect(findRoute([aMenuItem(30, '/usuarios'), aMenuItem(21, null)], '/')?.id).toBe(21);
  });

  it('matches parameterised urls, three levels deep', () => {
    expect(findRoute(menu, '/alumnos/7')?.id).toBe(4);
    expect(findRoute(menu, '/familias/12')?.id).toBe(8);
    expect(findRoute(menu, '/colegio/alumnos/perfil/7/3')?.id).toBe(7);
    expect(findRoute(menu, '/colegio/alumnos/perfil')?.id).toBe(7);
  });

  it('prefers a literal url over a parameter', () => {
    expect(findRoute(menu, '/alumnos/importar')?.id).toBe(5);
    expect(findRoute(menu, '/alumnos')?.id).toBe(3);
  });

  it('gives a screen nested under a menu entry that entry, and nothing for unknown paths', () => {
    expect(findRoute(menu, '/usuarios/nuevo')?.id).toBe(9);
    expect(findRoute(menu, '/bancos')).toBeNull();
  });

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(findRoute(menu, '/usuarios/?page=2#top')?.id).toBe(9);
  });
});

describe('matchUrl', () => {
  it('requires a required parameter', () => {
    expect(matchUrl('/alumnos/:idalum', '/alumnos')).toBe(-1);
    expect(matchUrl('/familias/{id}', '/familias')).toBe(-1);
    expect(matchUrl('/reset-password/:key?', '/reset-password')).toBe(1);
    expect(matchUrl('/alumnos/:idalum', '/alumnos/7/extra')).toBe(-1);
  });
});

describe('matchesRoute', () => {
  it('matches required, optional and braced parameters and nothing deeper', () => {
    expect(matchesRoute('/clientes/:idalum', '/clientes/7')).toBe(true);
    expect(matchesRoute('/clientes/:idalum', '/clientes')).toBe(false);
    expect(matchesRoute('/newbranch/:id?', '/newbranch')).toBe(true);
    expect(matchesRoute('/newbranch/:id?', '/newbranch/3/x')).toBe(false);
    expect(matchesRoute('/familias/{id}', '/familias/3')).toBe(true);
    expect(matchesRoute('/', '/')).toBe(true);
  });
});
