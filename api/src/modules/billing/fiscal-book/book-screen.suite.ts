// The customer fiscal-data book as a screen (/facturas/clientes): listed by the last invoice first, searched by RFC
// or name and paged; an entry is corrected only into data an invoice would accept (400 naming the field), deleted
// for good, and never typed in (entries come from stamped invoices). Its own route's actions guard it.
import { beforeAll, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { CustomerFiscalData } from '@mikro/contracts';
import { rowsOf } from '../../../db/rows';
import { forEachDatabase } from '../../../test-support/databases';
import { storeSession, type StoreSession } from '../../../test-support/store';

interface Page {
  data: CustomerFiscalData[];
  total: number;
  pageCount: number;
}

const s = (value: unknown) => `s=${encodeURIComponent(JSON.stringify(value))}`;
const search = (text: string) => `${s({ $or: [{ rfc: { $contL: text } }, { name: { $contL: text } }] })}&limit=10&page=1`;

forEachDatabase((ctx) => {
  let accountant: StoreSession;
  let cashier: StoreSession;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    accountant = await storeSession(ctx.app, 'contador@mikro.mx', 'Matriz Centro');
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    const rows = await rowsOf<{ id: number; rfc: string }>(
      ctx.database.db,
      sql`INSERT INTO customer_fiscal_data (company_id, rfc, name, regime, zip, cfdi_use, invoices, last_invoiced_at) VALUES
            (${accountant.companyId}, 'GODE561231GR8', 'DANIEL GÓMEZ NÚÑEZ', '612', '64000', 'G03', 3, now() - interval '2 days'),
            (${accountant.companyId}, 'LOGR800101AB1', 'ROBERTO LÓPEZ MARTÍNEZ', '605', '64000', 'D10', 1, now() - interval '1 day'),
            (${accountant.companyId}, 'EKU9003173C9', 'ESCUELA KEMPER URGATE', '601', '42501', 'G03', 5, now())
          RETURNING id, rfc`,
    );
    for (const row of rows) ids[row.rfc] = row.id;
  });

  const list = async (query: string) => {
    const response = await accountant.send('GET', `/api/billing/customer-fiscal-data?${query}`);
    expect(response).toHaveStatus(200);
    return response.json<Page>();
  };

  it('lists the last invoiced first, paged, and searches by RFC or by name', async () => {
    const first = await list('limit=2&page=1');
    expect(first.data.map((e) => e.rfc)).toEqual(['EKU9003173C9', 'LOGR800101AB1']);
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    expect((await list(search('GODE'))).data.map((e) => e.rfc)).toEqual(['GODE561231GR8']);
    expect((await list(search('kemper'))).data.map((e) => e.rfc)).toEqual(['EKU9003173C9']);
  });

  it('corrects an entry, written as SAT reads it, and refuses data an invoice would not accept', async () => {
    const fixed = await accountant.send('PATCH', `/api/billing/customer-fiscal-data/${ids.GODE561231GR8}`, { name: 'Daniel Gómez  Núñez', zip: '66220', email: 'daniel@example.mx' });
    expect(fixed).toHaveStatus(200);
    expect(fixed.json<CustomerFiscalData>()).toMatchObject({ name: 'DANIEL GÓMEZ NÚÑEZ', zip: '66220', email: 'daniel@example.mx', invoices: 3 });

    // 601 (general de ley, personas morales) is not a regime of a person's 13-character RFC.
    const wrongRegime = await accountant.send('PATCH', `/api/billing/customer-fiscal-data/${ids.GODE561231GR8}`, { regime: '601' });
    expect(wrongRegime).toHaveStatus(400);
    expect(wrongRegime.json().fields).toEqual([expect.objectContaining({ field: 'regime' })]);
    const generic = await accountant.send('PATCH', `/api/billing/customer-fiscal-data/${ids.GODE561231GR8}`, { rfc: 'XAXX010101000' });
    expect(generic).toHaveStatus(400);
    expect(generic.json().fields).toEqual([expect.objectContaining({ field: 'rfc' })]);
    const counted = await accountant.send('PATCH', `/api/billing/customer-fiscal-data/${ids.GODE561231GR8}`, { invoices: 99 });
    expect(counted).toHaveStatus(400);
  });

  it('deletes an entry for good; nobody types a new one in, and a cashier does not see the book', async () => {
    expect(await accountant.send('DELETE', `/api/billing/customer-fiscal-data/${ids.LOGR800101AB1}`)).toHaveStatus(200);
    expect((await list(search('LOGR'))).data).toEqual([]);
    const typed = await accountant.send('POST', '/api/billing/customer-fiscal-data', { rfc: 'LOGR800101AB1', name: 'X', regime: '605', zip: '64000', cfdiUse: 'D10' });
    expect(typed).toHaveStatus(403);
    expect(await cashier.send('GET', '/api/billing/customer-fiscal-data')).toHaveStatus(403);
  });
});
