// The demo company invoices out of the box: on start-up, when the demo RFC has no CSD yet, the test CSD
// of fixtures/csd (generated with openssl, never a real SAT certificate) is loaded and the sandbox PAC
// chosen. A company with any other RFC is never touched.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingSettings, companies } from '../../db/schema/index';
import { checkCsd } from './csd';
import type { SecretBox } from './secrets';

export const DEMO_RFC = 'CMI150101AB3';
const DEMO_CSD_PASSWORD = '12345678a';
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/csd/${name}`, import.meta.url));

export async function provisionDemoCsd(db: Database, box: SecretBox): Promise<void> {
  const targets = await db
    .select({ id: companies.id })
    .from(companies)
    .leftJoin(billingSettings, eq(billingSettings.companyId, companies.id))
    .where(and(eq(companies.rfc, DEMO_RFC), isNull(companies.cerCSD), isNull(billingSettings.companyId)));
  if (targets.length === 0) return;
  const cer = readFileSync(fixture('csd.cer'));
  const key = readFileSync(fixture('csd.key'));
  const checked = await checkCsd({ cer, key, password: DEMO_CSD_PASSWORD }, DEMO_RFC);
  for (const { id } of targets) {
    await db.transaction(async (tx) => {
      await tx.update(companies).set({ cerCSD: cer.toString('base64'), keyCSD: box.seal(key), password: box.seal(DEMO_CSD_PASSWORD) }).where(eq(companies.id, id));
      await tx
        .insert(billingSettings)
        .values({ companyId: id, pac: 'sandbox', csdNumber: checked.number, csdValidFrom: checked.validFrom, csdValidTo: checked.validTo })
        .onConflictDoNothing();
    });
  }
}
