import { describe, expect, it } from '@jest/globals';
import { sliceActions } from './sliceActions';

const rows = [
  { id: 1, key: 'ver', name: 'Ver', routeCount: 90 },
  { id: 2, key: 'crear', name: 'Crear', routeCount: 60 },
  { id: 3, key: 'editar', name: 'Editar', routeCount: 70 },
];

describe('sliceActions', () => {
  it('searches key or name ignoring case, sorts and pages', () => {
    expect(sliceActions(rows, { page: 1, pageSize: 10, search: 'CRE', sort: { field: 'id', order: 'ASC' } }).rows.map((r) => r.key)).toEqual(['crear']);
    const page2 = sliceActions(rows, { page: 2, pageSize: 2, search: '', sort: { field: 'routeCount', order: 'DESC' } });
    expect(page2).toEqual({ rows: [rows[1]], total: 3 });
  });
});
