// The choices of the report filters in a branch office.
import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ReportContext } from './engine';

export interface Option {
  id: number;
  name: string;
}

const options = (rows: Record<string, unknown>[]): Option[] => rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));

export async function reportOptions(db: Executor, ctx: ReportContext): Promise<{ cashiers: Option[]; classifications: Option[]; methods: Option[] }> {
  const [cashiers, classifications] = await Promise.all([
    rowsOf(
      db,
      sql`SELECT u.id, u.name FROM users u WHERE EXISTS (
        SELECT 1 FROM cash_registers r WHERE r.cashier_id = u.id AND r.company_id = ${ctx.companyId} AND r.branch_office_id = ${ctx.branchOfficeId}) ORDER BY u.name, u.id`,
    ),
    rowsOf(
      db,
      sql`SELECT id, name FROM store_classifications WHERE company_id = ${ctx.companyId} AND branch_office_id = ${ctx.branchOfficeId} AND deleted_at IS NULL ORDER BY name, id`,
    ),
  ]);
  return { cashiers: options(cashiers), classifications: options(classifications), methods: PAYMENT_METHODS.map((m) => ({ id: m.id, name: m.name })) };
}
