// A stamped document read back from the database after it passed SAT's checks and the independent business rules.
import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cfdiInvoices } from '../../../db/schema/index';
import { businessRuleFailures } from './business-rules';
import { satFailures } from './sat-checks';

/** The stamped XML of document `id`, once it is stamped and passes SAT's checks and the business rules on its own. */
export async function checkedXml(db: Database, id: number): Promise<string> {
  const row = onlyRow(await db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, id)));
  expect(row.status).toBe('timbrada');
  const xml = row.stampedXml!;
  expect({ id, failures: [...satFailures(xml), ...businessRuleFailures(xml)] }).toEqual({ id, failures: [] });
  return xml;
}
