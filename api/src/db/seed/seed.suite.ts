import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, databaseKinds } from '../../test-support/databases';
import { onlyRow } from '../rows';
import { seedDatabase } from './index';

const TABLES = [
  'companies', 'branch_offices', 'branch_office_settings', 'campuses', 'cycles', 'roles', 'users',
  'user_branch_offices', 'routes', 'actions', 'route_actions', 'role_permissions', 'remotes',
];

for (const kind of databaseKinds()) {
  describe(`seed on ${kind}`, () => {
    let created: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      created = await createTestDatabase(kind);
    });
    afterAll(() => created.dispose());

    // Both drivers answer raw SQL with { rows }.
    const query = async (statement: SQL) => ((await created.database.db.execute(statement)) as { rows: Record<string, unknown>[] }).rows;

    const snapshot = async () => {
      const result: Record<string, unknown> = {};
      for (const table of TABLES) {
        const rows = await query(
          sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest, count(*)::int AS n FROM ${table} t`),
        );
        result[table] = rows[0];
      }
      return result;
    };

    it('changes nothing when run again on a seeded database', async () => {
      const before = await snapshot();
      expect(await seedDatabase(created.database.db)).toBe(false);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps the index route at id 21 and every route of the tree', async () => {
      const rows = await query(sql`SELECT id, url FROM routes WHERE id = 21`);
      expect(rows).toEqual([{ id: 21, url: '/' }]);
      const count = onlyRow(await query(sql`SELECT count(*)::int AS n FROM routes WHERE url IS NOT NULL`));
      expect(count.n).toBeGreaterThan(100);
    });
  });
}
