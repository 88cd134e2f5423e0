// The reports' name searches ignore accents and case, as every other search does.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ReportResult } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

forEachDatabase((ctx) => {
  let admin: BranchSession;
  beforeAll(async () => {
    admin = await branchSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
  });
  const rows = async (url: string) => {
    const response = await admin.send('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json<ReportResult>().data.map((row) => JSON.stringify(row));
  };

  describe('the reports searches', () => {
    it('find the López family in the school debts by lopez', async () => {
      const found = await rows('/api/reports/colegio-adeudos?search=lopez&limit=50');
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((row) => row.includes('López'))).toBe(true);
    });

    it('find Lápiz del número 2 in the stock report by lapiz', async () => {
      const found = await rows('/api/reports/tienda-stock?search=LAPIZ&limit=50');
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('Lápiz del número 2');
    });
  });
});
