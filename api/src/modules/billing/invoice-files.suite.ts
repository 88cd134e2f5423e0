// The files of an invoice as its routes hand them out: the PDF marked from the invoice's state (sandbox legend,
// CANCELADO once cancelled), the cancellation acknowledgement of the company's own invoices only, and a zip that
// takes each invoice once and a bounded number of them.
import { execFileSync } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from '@jest/globals';
import type { InvoiceDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { companies, roles, users } from '../../db/schema/index';
import { DEMO_PASSWORD } from '../../db/seed/index';
import { forEachDatabase } from '../../test-support/databases';
import { pdfText } from '../../test-support/pdf';
import { bearer, loginAs } from '../../test-support/session';
import { mailsTo } from '../../test-support/outbox';
import { ensureCompanyRoles } from '../system/index';
import { paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../test-support/school';
import { SANDBOX_PDF_LEGEND } from '../../pdf/cfdi';
import { ZIP_MAX_INVOICES } from './zip';

const parent = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let admin: SchoolSession;
  let invoice: InvoiceDetail;
  let otherCompanyToken: string;

  beforeAll(async () => {
    admin = await schoolSession(ctx.app, 'admin@mikro.mx');
    const payment = await paidTuitionWithIedu(db(), admin);
    const invoiced = await admin.send('POST', '/api/school/charges/payments/invoice', { ids: [payment.id], receiver: parent });
    expect(invoiced).toHaveStatus(201);
    invoice = invoiced.json<InvoiceDetail>();

    const company = onlyRow(await db().insert(companies).values({ name: 'Otra Escuela', rfc: 'OES010101AAA' }).returning({ id: companies.id }));
    await ensureCompanyRoles(db(), company.id);
    const role = onlyRow(await db().select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, company.id), eq(roles.name, 'Contador'))));
    await db().insert(users).values({ companyId: company.id, name: 'Contador ajeno', email: 'contador@otra-escuela.mx', passwordHash: await hash(DEMO_PASSWORD), roleId: role.id });
    otherCompanyToken = (await loginAs(ctx.app, 'contador@otra-escuela.mx')).token;
  });

  const pdfOf = async (id: number) => {
    const response = await admin.send('GET', `/api/billing/invoices/${id}/pdf`);
    expect(response).toHaveStatus(200);
    return pdfText(response.rawPayload, { raw: true });
  };

  it('prints the sandbox legend and the tuition’s IEDU data on the invoice’s PDF', async () => {
    expect(invoice.sandbox).toBe(true);
    const text = await pdfOf(invoice.id);

    expect(text).toContain(SANDBOX_PDF_LEGEND);
    expect(text).toMatch(/CURP: LOGA150310MNLPRN09/);
    expect(text).not.toMatch(/CANCELADO/);
  });

  it('e-mails the PDF with the sandbox legend too', async () => {
    expect(await admin.send('POST', `/api/billing/invoices/${invoice.id}/email`, { to: 'padre@correo-prueba.mx' })).toHaveStatus(200);

    const [mail] = await mailsTo(db(), 'padre@correo-prueba.mx');
    const pdf = mail!.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(await pdfText(Buffer.from(pdf.content))).toContain(SANDBOX_PDF_LEGEND);
  });

  it('has no cancellation acknowledgement before cancellation; after it the PDF says CANCELADO and the acknowledgement downloads', async () => {
    const before = await admin.send('GET', `/api/billing/invoices/${invoice.id}/cancellation-receipt`);
    expect(before).toHaveStatus(409);
    expect(before.json().message).toMatch(/No se ha solicitado la cancelación/);

    expect(await admin.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' })).toHaveStatus(200);

    expect(await pdfOf(invoice.id)).toMatch(/CANCELADO el .* · Motivo 02 Comprobante emitido con errores sin relación/);
    const receipt = await admin.send('GET', `/api/billing/invoices/${invoice.id}/cancellation-receipt`);
    expect(receipt).toHaveStatus(200);
    expect(receipt.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="Acuse-cancelacion_${invoice.serie}-${invoice.folio}_${invoice.uuid}.xml"`);
    expect(receipt.body).toContain(`<UUID>${invoice.uuid}</UUID><EstatusUUID>201</EstatusUUID>`);
  });

  it('does not give another company’s user the acknowledgement nor the PDF (404, as the invoice)', async () => {
    for (const file of ['cancellation-receipt', 'pdf']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice.id}/${file}`, headers: bearer(otherCompanyToken) });
      expect({ file, status: response.statusCode }).toEqual({ file, status: 404 });
    }
  });

  it('zips an invoice named many times once, and refuses more distinct invoices than a zip holds', async () => {
    const repeated = await admin.send('POST', '/api/school/charges/invoice/zip-invoices', Array.from({ length: 300 }, () => ({ id: invoice.id })));
    expect(repeated).toHaveStatus(200);
    const names = execFileSync('python3', ['-c', 'import io,sys,zipfile; print("\\n".join(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).namelist()))'], {
      input: repeated.rawPayload,
      encoding: 'utf8',
    });
    expect(names.trim().split('\n')).toEqual([`${invoice.serie}-${invoice.folio}_${invoice.uuid}.xml`, `${invoice.serie}-${invoice.folio}_${invoice.uuid}.pdf`]);

    const tooMany = await admin.send('POST', '/api/school/charges/invoice/zip-invoices', Array.from({ length: ZIP_MAX_INVOICES + 1 }, (_, i) => ({ id: i + 1 })));
    expect(tooMany).toHaveStatus(422);
    expect(tooMany.json()).toMatchObject({ message: expect.stringMatching(/hasta 500 facturas/), fields: [{ field: 'ids' }] });
  });
});
