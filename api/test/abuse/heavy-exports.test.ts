// npm run test:abuse — the heaviest exports a user can ask for, all at once, while GET /api/health is sampled
// every 100 ms over HTTP: a whole-range sales report PDF (just under the PDF's row bound), the PDF of a global
// invoice of 2,538 tickets, and an invoice zip that names the same invoice 200 times. Every other user of the
// instance waits on /api/health's event loop; its worst answer must stay under 200 ms. Prints the figures.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REPORT_PDF_MAX_ROWS } from '@mikro/contracts';
import { PUBLIC_RECEIVER } from '@mikro/domain';
import { buildApp } from '../../src/app';
import { onlyRow } from '../../src/db/rows';
import { cfdiInvoices } from '../../src/db/schema/index';
import { buildCfdi, cfdiXml } from '../../src/modules/billing/cfdi/build';
import { sealComprobante } from '../../src/modules/billing/cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from '../../src/modules/billing/cfdi/test-documents';
import { SandboxPac } from '../../src/modules/billing/pac/sandbox';
import { createProduct } from '../../src/test-support/store';
import { createTestDatabase, databaseKinds, testConfig } from '../../src/test-support/databases';
import { branchSession, type BranchSession } from '../../src/test-support/session';
import { withHealthSampled } from '../support/health-sampler';

/** The worst /api/health answer allowed while the exports run. */
const HEALTH_BUDGET_MS = 200;
const GLOBAL_TICKETS = 2_538;
const SALES = REPORT_PDF_MAX_ROWS - 10;

describe('abuse: heavy exports leave the event loop free', () => {
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: BranchSession;
  let baseUrl: string;
  let globalInvoiceId: number;
  const kind = databaseKinds().at(-1)!;

  beforeAll(async () => {
    created = await createTestDatabase(kind);
    app = await buildApp(testConfig(), created.database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await branchSession(app, 'admin@mikro.mx');
    const db = created.database.db;

    // One real sale, then as many more as the PDF takes, spread over a year (a whole-range report).
    expect(await admin.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).toHaveStatus(201);
    const productId = await createProduct(db, admin, { stock: '10' });
    const sale = await admin.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }] });
    expect(sale).toHaveStatus(201);
    const saleId = sale.json<{ id: number }>().id;
    await db.execute(sql`
      INSERT INTO store_sales (company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, sale_type, status,
                               gross, discounts, surcharges, subtotal, tax, total, created_at, updated_at)
      SELECT company_id, branch_office_id, serie, folio + g, cash_register_id, cashier_id, sale_type, status,
             gross, discounts, surcharges, subtotal, tax, total, created_at - g * interval '4 hours', created_at
        FROM store_sales, generate_series(1, ${SALES - 1}) AS g
       WHERE id = ${saleId}`);

    // A global invoice of one concept per ticket, stamped by the sandbox.
    const input = {
      ...SAMPLE_DOCUMENTS.global,
      concepts: Array.from({ length: GLOBAL_TICKETS }, (_, i) => ({ ...SAMPLE_DOCUMENTS.global.concepts[0]!, sku: `T-${i + 1}` })),
    };
    const { comprobante } = buildCfdi(input);
    sealComprobante(comprobante, testSigner());
    const stamped = await new SandboxPac().stamp(cfdiXml(comprobante));
    globalInvoiceId = onlyRow(
      await db
        .insert(cfdiInvoices)
        .values({
          companyId: admin.companyId,
          branchOfficeId: admin.branchOfficeId,
          module: 1,
          type: 'I',
          isGlobal: true,
          serie: 'F',
          folio: 90_001,
          status: 'timbrada',
          uuid: stamped.uuid,
          receiverRfc: PUBLIC_RECEIVER.rfc,
          receiverName: PUBLIC_RECEIVER.name,
          receiverRegime: PUBLIC_RECEIVER.regime,
          receiverZip: '64000',
          cfdiUse: PUBLIC_RECEIVER.cfdiUse,
          subtotal: '0',
          iva: '0',
          total: '0',
          issuedAt: '2026-03-31T23:50:00',
          xml: stamped.xml,
          stampedXml: stamped.xml,
          pac: 'sandbox',
          sandbox: true,
        })
        .returning({ id: cfdiInvoices.id }),
    ).id;
  });

  afterAll(async () => {
    await app?.close();
    await created?.dispose();
  });

  it(`answers /api/health within ${HEALTH_BUDGET_MS} ms while a whole-range sales report, a ${GLOBAL_TICKETS}-ticket invoice and a zip render`, async () => {
    const started = Date.now();
    const { result, latency } = await withHealthSampled(baseUrl, () =>
      Promise.all([
        admin.send('GET', '/api/reports/tienda-ventas/pdf'),
        admin.send('GET', `/api/billing/invoices/${globalInvoiceId}/pdf`),
        admin.send('POST', '/api/mini-store/sales-payments/report/zip-invoices', Array.from({ length: 200 }, () => ({ id: globalInvoiceId }))),
      ]),
    );
    const [report, invoice, zip] = result;
    console.log(
      [
        '',
        'test:abuse heavy exports',
        `  database: ${kind}; sales in the report: ${SALES}; concepts of the invoice: ${GLOBAL_TICKETS}; zip: 200 × the same invoice`,
        `  exports: report ${report.statusCode} (${report.rawPayload.length} bytes), invoice ${invoice.statusCode} (${invoice.rawPayload.length} bytes), zip ${zip.statusCode} (${zip.rawPayload.length} bytes) in ${Date.now() - started} ms`,
        `  /api/health: ${latency.samples} samples, worst ${latency.worstMs} ms, median ${latency.medianMs} ms, failures ${latency.failures}`,
        '',
      ].join('\n'),
    );

    expect(report).toHaveStatus(200);
    expect(invoice).toHaveStatus(200);
    expect(zip).toHaveStatus(200);
    // The repeated id is one invoice: its XML and PDF once (a zip of 200 copies ran for most of a minute).
    expect(zip.rawPayload.length).toBeLessThan(invoice.rawPayload.length * 2);
    expect(latency.failures).toBe(0);
    expect(latency.worstMs).toBeLessThanOrEqual(HEALTH_BUDGET_MS);
  });

  it('refuses a report PDF past its row bound at once, asking to narrow the period or export to Excel', async () => {
    await created.database.db.execute(sql`
      INSERT INTO store_sales (company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, sale_type, status,
                               gross, discounts, surcharges, subtotal, tax, total, created_at, updated_at)
      SELECT company_id, branch_office_id, serie, folio + 100000 + g, cash_register_id, cashier_id, sale_type, status,
             gross, discounts, surcharges, subtotal, tax, total, created_at, updated_at
        FROM store_sales, generate_series(1, 20) AS g
       WHERE id = (SELECT min(id) FROM store_sales WHERE company_id = ${admin.companyId})`);

    const response = await admin.send('GET', '/api/reports/tienda-ventas/pdf');

    expect(response).toHaveStatus(422);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/El reporte tiene 2,010 registros y el PDF admite hasta 2,000\. Acote el periodo .* o expórtelo a Excel/),
      fields: [{ field: 'from' }, { field: 'to' }],
    });
  });
});
