// A period's zip as an accountant downloads it: every stamped invoice, credit note and payment complement issued in
// the period, XML and PDF, streamed; a period without documents, one that ends before it starts, and one of more documents
// than a file holds are refused before anything is written.
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from '@jest/globals';
import type { InvoiceDetail, SaleDetail } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { clients } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../test-support/school';
import { createProduct, storeSession } from '../../test-support/store';
import { ZIP_PERIOD_MAX_DOCUMENTS } from './period-zip';

const parent = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };
const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

const zipNames = (zip: Buffer) =>
  execFileSync('python3', ['-c', 'import io,sys,zipfile; print("\\n".join(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).namelist()))'], { input: zip, encoding: 'utf8' })
    .trim()
    .split('\n');

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let admin: SchoolSession;
  let invoice: InvoiceDetail;
  let note: InvoiceDetail;
  let complement: InvoiceDetail;
  const today = institutionToday();

  beforeAll(async () => {
    admin = await schoolSession(ctx.app, 'admin@mikro.mx');
    const payment = await paidTuitionWithIedu(db(), admin);
    const invoiced = await admin.send('POST', '/api/school/charges/payments/invoice', { ids: [payment.id], receiver: parent });
    expect(invoiced).toHaveStatus(201);
    invoice = invoiced.json<InvoiceDetail>();
    const credited = await admin.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '100.00', description: 'Bonificación' });
    expect(credited).toHaveStatus(201);
    note = credited.json<InvoiceDetail>();

    // A store sale on credit, invoiced PPD, and a payment complement for what was paid on it.
    const store = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await store.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' })).statusCode).toBe(201);
    const product = await createProduct(db(), store, { priceWithIVA: '116.00', price: '100.00', IVA: true });
    const client = onlyRow(await db().insert(clients).values({ companyId: store.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
    const fiado = await store.send('POST', '/api/mini-store/sales', { lines: [{ productId: product, quantity: 1 }], payments: [], saleType: 'fiado', clientId: client.id });
    expect(fiado).toHaveStatus(201);
    const ppd = await store.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [fiado.json<SaleDetail>().id], receiver: customer });
    expect(ppd).toHaveStatus(201);
    const paid = await store.send('POST', `/api/billing/invoices/${ppd.json<InvoiceDetail>().id}/payment-complement`, { amount: '116.00', form: '01' });
    expect(paid).toHaveStatus(201);
    complement = paid.json<InvoiceDetail>();
  });

  it('streams every stamped invoice, credit note and payment complement of the period, each as XML and PDF', async () => {
    const response = await admin.send('GET', `/api/billing/invoices/period-zip?from=${today}&to=${today}`);

    expect(response).toHaveStatus(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facturas_${today}_${today}.zip"`);
    const names = zipNames(response.rawPayload);
    const invoiceName = `facturas/${invoice.serie}-${invoice.folio}_${invoice.uuid}`;
    const noteName = `notas-de-credito/${note.serie}-${note.folio}_${note.uuid}`;
    const complementName = `complementos-de-pago/${complement.serie}-${complement.folio}_${complement.uuid}`;
    expect(names).toEqual(
      expect.arrayContaining([`${invoiceName}.xml`, `${invoiceName}.pdf`, `${noteName}.xml`, `${noteName}.pdf`, `${complementName}.xml`, `${complementName}.pdf`]),
    );
    expect(names.filter((name) => name.endsWith('.xml'))).toHaveLength(names.length / 2);
  });

  it('refuses a period without documents (409) and one that ends before it starts (400 naming from)', async () => {
    expect(await admin.send('GET', '/api/billing/invoices/period-zip?from=2020-01-01&to=2020-01-31')).toHaveStatus(409);
    const backwards = await admin.send('GET', '/api/billing/invoices/period-zip?from=2026-02-01&to=2026-01-01');
    expect(backwards).toHaveStatus(400);
    expect(backwards.json()).toMatchObject({ fields: [{ field: 'from' }] });
  });

  it(`refuses a period of more than ${ZIP_PERIOD_MAX_DOCUMENTS} documents with 422, asking for a shorter one`, async () => {
    await db().execute(sql`
      INSERT INTO cfdi_invoices (company_id, branch_office_id, module, type, is_global, serie, folio, status, uuid, receiver_rfc, receiver_name,
                                 receiver_regime, receiver_zip, cfdi_use, subtotal, iva, total, issued_at, xml, stamped_xml, pac, sandbox)
      SELECT company_id, branch_office_id, module, type, is_global, 'ZP', g, status, NULL, receiver_rfc, receiver_name,
             receiver_regime, receiver_zip, cfdi_use, subtotal, iva, total, '2025-06-15T10:00:00', xml, stamped_xml, pac, sandbox
        FROM cfdi_invoices, generate_series(1, ${ZIP_PERIOD_MAX_DOCUMENTS + 1}) AS g
       WHERE id = ${invoice.id}`);

    const response = await admin.send('GET', '/api/billing/invoices/period-zip?from=2025-06-01&to=2025-06-30');

    expect(response).toHaveStatus(422);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/2,001 comprobantes; un archivo admite hasta 2,000/), fields: [{ field: 'from' }, { field: 'to' }] });
  });
});
