import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { CompanyFiscalSettings, FeeCounterResponse, InvoiceDetail, InvoiceList, NotInvoicedItem, PaymentInvoices, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices, chargePayments, clients, companies, grades, levels, storeSales, students } from '../../db/schema/index';
import { mailsTo } from '../../test-support/outbox';
import { createSchoolSetup, createStudents, enrol, schoolSession } from '../../test-support/school';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { testCsd, TEST_CSD_PASSWORD } from './cfdi/test-documents';
import { retryPending, stampInvoice } from './stamping';
import { type BillingDeps } from './documents';
import { PacError, type PacAdapter } from './pac/pac';
import { SandboxPac } from './pac/sandbox';
import { secretBox } from './secrets';
import { businessRuleFailures } from './test-support/business-rules';
import { satFailures } from './test-support/sat-checks';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
const b64 = (buffer: Buffer) => buffer.toString('base64');

/** What SAT checks (XSD, cadena, seal) and the business rules a PAC applies, as the failures found. */
const fiscalFailures = (xml: string) => [...satFailures(xml), ...businessRuleFailures(xml)];

forEachDatabase(
  (ctx) => {
    let cashier: StoreSession;
    let accountant: StoreSession;
    const db = () => ctx.database.db;

    async function sale(total = '100.00'): Promise<SaleDetail> {
      const productId = await createProduct(db(), cashier, { priceWithIVA: total, price: (Number(total) / 1.16).toFixed(2) });
      const response = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 4, bankId: 1, amount: total, reference: 'AUT' }] });
      expect(response.statusCode).toBe(201);
      return response.json<SaleDetail>();
    }

    beforeAll(async () => {
      cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    });

    describe('company fiscal settings', () => {
      it('starts with the demo CSD and the sandbox PAC, and never returns keys or passwords', async () => {
        const response = await accountant.send('GET', '/api/billing/company');
        expect(response.statusCode).toBe(200);
        const body = response.json<CompanyFiscalSettings>();
        expect(body).toMatchObject({ rfc: 'CMI150101AB3', regime: '603', pac: 'sandbox', csd: { number: '30001000000500003416' } });
        expect(response.body).not.toMatch(/keyCSD|cerCSD|"password"/);
        const row = onlyRow(await db().select().from(companies).where(eq(companies.id, accountant.companyId)));
        expect(row.keyCSD).toMatch(/^v1:/);
        expect(row.password).toMatch(/^v1:/);
        expect(row.password).not.toContain(TEST_CSD_PASSWORD);
      });

      it('refuses a generic RFC and a regime that does not fit the RFC, naming the field', async () => {
        const generic = await accountant.send('PATCH', '/api/billing/company', { rfc: 'XAXX010101000' });
        expect(generic.statusCode).toBe(400);
        expect(generic.json().fields[0]).toEqual({ field: 'rfc', message: 'El RFC no puede ser XEXX010101000 o XAXX010101000.' });
        const regime = await accountant.send('PATCH', '/api/billing/company', { regime: '612' });
        expect(regime.statusCode).toBe(400);
        expect(regime.json().fields[0].field).toBe('regime');
        const ok = await accountant.send('PATCH', '/api/billing/company', { serieFactura: 'F', pacPassword: 'secreto' });
        expect(ok.statusCode).toBe(200);
        expect(ok.json<CompanyFiscalSettings>().hasPacPassword).toBe(true);
        expect(ok.body).not.toContain('secreto');
      });

      it('refuses a campus or quick-sale method of 0 instead of clearing it, and clears it with null', async () => {
        for (const field of ['invoiceCampus', 'quickSaleMethodId']) {
          const zero = await accountant.send('PATCH', '/api/billing/company', { [field]: 0 });
          expect(zero.statusCode).toBe(400);
          expect(zero.json().fields[0].field).toBe(field);
        }
        const before = (await accountant.send('GET', '/api/billing/company')).json<CompanyFiscalSettings>();
        const cleared = await accountant.send('PATCH', '/api/billing/company', { quickSaleMethodId: null });
        expect(cleared.statusCode).toBe(200);
        expect(cleared.json<CompanyFiscalSettings>().quickSaleMethodId).toBeNull();
        expect((await accountant.send('PATCH', '/api/billing/company', { quickSaleMethodId: before.quickSaleMethodId })).statusCode).toBe(200);
      });

      it.each([
        ['a FIEL', 'fiel', TEST_CSD_PASSWORD, 'cer', /FIEL/],
        ['an expired certificate', 'expired', TEST_CSD_PASSWORD, 'cer', /no está vigente/],
        ['a certificate of another RFC', 'other', TEST_CSD_PASSWORD, 'cer', /EKU9003173C9/],
        ['a wrong password', 'csd', 'incorrecta', 'password', /contraseña/],
      ] as const)('refuses %s on CSD upload', async (_, name, password, field, message) => {
        const { cer, key } = testCsd(name);
        const response = await accountant.send('POST', '/api/billing/company/csd', { cer: b64(cer), key: b64(key), password });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields[0].field).toBe(field);
        expect(response.json().message).toMatch(message);
      });

      it('refuses a key that does not match the certificate and accepts the right pair', async () => {
        const mismatch = await accountant.send('POST', '/api/billing/company/csd', { cer: b64(testCsd('csd').cer), key: b64(testCsd('expired').key), password: TEST_CSD_PASSWORD });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().message).toBe('La llave privada no corresponde al certificado.');
        const ok = await accountant.send('POST', '/api/billing/company/csd', { cer: b64(testCsd('csd').cer), key: b64(testCsd('csd').key), password: TEST_CSD_PASSWORD });
        expect(ok.statusCode).toBe(200);
        expect(ok.json<CompanyFiscalSettings>().csd?.number).toBe('30001000000500003416');
      });

      it('is guarded by the role permission of /empresa', async () => {
        expect((await cashier.send('GET', '/api/billing/company')).statusCode).toBe(403);
      });
    });

    describe('invoicing a store sale', () => {
      let invoice: InvoiceDetail;
      let saleId: number;

      it('stamps an invoice to a named customer and sets the sale’s stamping flag', async () => {
        saleId = (await sale('116.00')).id;
        const before = await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${saleId}`);
        expect(before.json<PaymentInvoices>()).toEqual({ stamped: 0, invoices: [] });
        const response = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
        expect(response.statusCode).toBe(201);
        invoice = response.json<InvoiceDetail>();
        expect(invoice).toMatchObject({ status: 'timbrada', sandbox: true, type: 'I', receiverName: 'DANIEL GÓMEZ NÚÑEZ', subtotal: '100.00', iva: '16.00', total: '116.00', paymentForm: '04', paymentMethod: 'PUE' });
        expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);
        const panel = await cashier.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${saleId}`);
        expect(panel.json<PaymentInvoices>()).toMatchObject({ stamped: 1, invoices: [{ id: invoice.id, status: 'timbrada' }] });
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoice.id)));
        expect(fiscalFailures(row.stampedXml!)).toEqual([]);
      });

      it('refuses to invoice the same sale twice, a UsoCFDI the regime does not allow, and a sale of another company', async () => {
        const again = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toMatch(/ya está facturad/);
        const other = (await sale()).id;
        const badUse = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [other], receiver: { ...customer, regime: '605', cfdiUse: 'G01' } });
        expect(badUse.statusCode).toBe(400);
        expect(badUse.json().fields[0].field).toBe('cfdiUse');
        const missing = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [99_999_999], receiver: customer });
        expect(missing.statusCode).toBe(404);
      });

      it('serves the XML and the PDF, and queues an e-mail with both attached', async () => {
        const xml = await accountant.send('GET', `/api/billing/invoices/${invoice.id}/xml`);
        expect(xml.statusCode).toBe(200);
        expect(xml.body).toContain('tfd:TimbreFiscalDigital');
        const pdf = await accountant.send('GET', `/api/billing/invoices/${invoice.id}/pdf`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const mail = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/email`, { to: 'cliente@example.com' });
        expect(mail.statusCode).toBe(200);
        const queued = onlyRow((await mailsTo(db(), 'cliente@example.com')).filter((message) => message.text.includes(invoice.uuid!)));
        expect(queued).toMatchObject({ kind: 'invoice', status: 'queued', subject: `Factura F-${invoice.folio}` });
        const [xmlFile, pdfFile] = queued.attachments;
        expect(xmlFile).toMatchObject({ fileName: `F-${invoice.folio}_${invoice.uuid}.xml`, contentType: 'application/xml' });
        expect(xmlFile?.content.toString('utf8')).toBe(xml.body);
        expect(pdfFile).toMatchObject({ fileName: `F-${invoice.folio}_${invoice.uuid}.pdf`, contentType: 'application/pdf' });
        expect(pdfFile?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      });

      it('issues credit notes related by UUID up to what is left of the invoice', async () => {
        const tooMuch = await accountant.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '116.01', description: 'Devolución' });
        expect(tooMuch.statusCode).toBe(409);
        const response = await accountant.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '58.00', description: 'Devolución de mercancía' });
        expect(response.statusCode).toBe(201);
        const note = response.json<InvoiceDetail>();
        expect(note).toMatchObject({ type: 'E', status: 'timbrada', relatedUuid: invoice.uuid, cfdiUse: 'G02', subtotal: '50.00', iva: '8.00', total: '58.00' });
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, note.id)));
        expect(row.stampedXml).toContain(`TipoRelacion="01"`);
        expect(fiscalFailures(row.stampedXml!)).toEqual([]);
        const detail = (await accountant.send('GET', `/api/billing/invoices/${invoice.id}`)).json<InvoiceDetail>();
        expect(detail).toMatchObject({ creditable: '58.00', creditNotes: [{ id: note.id }] });
        const blocked = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' });
        expect(blocked.statusCode).toBe(409);
        const cancelNote = await accountant.send('POST', `/api/billing/invoices/${note.id}/cancel`, { motive: '02' });
        expect(cancelNote.json<InvoiceDetail>().status).toBe('cancelada');
      });

      it('cancels with each SAT motive, requiring the substitute UUID for 01', async () => {
        const noSubstitute = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '01' });
        expect(noSubstitute.statusCode).toBe(400);
        expect(noSubstitute.json().fields[0].field).toBe('substituteUuid');
        const unknown = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '01', substituteUuid: '00000000-0000-4000-8000-000000000000' });
        expect(unknown.statusCode).toBe(409);
        const badMotive = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '05' });
        expect(badMotive.statusCode).toBe(400);
        // 01 names a substitute that relates this invoice (TipoRelacion 04, see substitution.test.ts): an invoice of
        // another sale does not substitute it.
        const unrelated = (await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [(await sale()).id], receiver: customer })).json<InvoiceDetail>();
        const refused = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '01', substituteUuid: unrelated.uuid });
        expect(refused.statusCode).toBe(409);
        const cancelled = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' });
        expect(cancelled.statusCode).toBe(200);
        expect(cancelled.json<InvoiceDetail>()).toMatchObject({ status: 'cancelada', cancelMotive: '02', substituteUuid: null });
        expect((await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' })).statusCode).toBe(409);
        for (const motive of ['02', '03', '04'] as const) {
          const other = (await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [(await sale()).id], receiver: customer })).json<InvoiceDetail>();
          const response = await accountant.send('POST', `/api/billing/invoices/${other.id}/cancel`, { motive });
          expect(response.json<InvoiceDetail>()).toMatchObject({ status: 'cancelada', cancelMotive: motive, substituteUuid: null });
        }
        const state = await accountant.send('GET', `/api/billing/status/${invoice.uuid}`);
        expect(state.json()).toMatchObject({ status: 'cancelada', invoiceId: invoice.id });
        // A cancelled invoice frees its sale: it can be invoiced again.
        const panel = (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${saleId}`)).json<PaymentInvoices>();
        expect(panel.stamped).toBe(0);
      });

      it('lists invoices with filters and paging, scoped to the company', async () => {
        const list = (await accountant.send('GET', '/api/billing/invoices?status=cancelada&limit=2&page=1')).json<InvoiceList>();
        expect(list.total).toBeGreaterThanOrEqual(4);
        expect(list.data).toHaveLength(2);
        expect(list.data.every((i) => i.status === 'cancelada')).toBe(true);
        const byRfc = (await accountant.send('GET', '/api/billing/invoices?q=GODE561231')).json<InvoiceList>();
        expect(byRfc.data.every((i) => i.receiverRfc === 'GODE561231GR8')).toBe(true);
        const notes = (await accountant.send('GET', '/api/billing/credit-notes')).json<InvoiceList>();
        expect(notes.data.every((i) => i.type === 'E')).toBe(true);
        expect((await accountant.send('GET', '/api/billing/invoices?status=otro')).statusCode).toBe(400);
        expect((await accountant.send('GET', '/api/billing/invoices/99999999')).statusCode).toBe(404);
      });
    });

    describe('global invoice', () => {
      it('lists the period’s not-invoiced tickets and invoices them to the public in general, one concept per ticket', async () => {
        const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
        const firstTicket = await sale('50.00');
        const tickets = [firstTicket, await sale('75.50')];
        const pending = (await accountant.send('POST', '/api/mini-store/sales-payments/not-invoiced', { from: today, to: today })).json<NotInvoicedItem[]>();
        expect(pending.map((p) => p.id)).toEqual(expect.arrayContaining(tickets.map((t) => t.id)));
        const bad = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, periodicity: '05', months: '03', year: Number(today.slice(0, 4)) });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().fields[0].field).toBe('months');
        const response = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, periodicity: '01', months: today.slice(5, 7), year: Number(today.slice(0, 4)) });
        expect(response.statusCode).toBe(201);
        const global = response.json<InvoiceDetail>();
        expect(global).toMatchObject({ isGlobal: true, status: 'timbrada', receiverRfc: 'XAXX010101000', receiverName: 'PUBLICO EN GENERAL', cfdiUse: 'S01', globalPeriodicity: '01' });
        expect(global.sources.length).toBe(pending.length);
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, global.id)));
        expect(row.stampedXml!.match(/<cfdi:Concepto /g)).toHaveLength(pending.length);
        expect(row.stampedXml).toContain(`NoIdentificacion="${firstTicket.serie}-${firstTicket.folio}"`);
        expect(fiscalFailures(row.stampedXml!)).toEqual([]);
        const after = (await accountant.send('POST', '/api/mini-store/sales-payments/not-invoiced', { from: today, to: today })).json<NotInvoicedItem[]>();
        expect(after).toEqual([]);
        const again = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, periodicity: '01', months: today.slice(5, 7), year: Number(today.slice(0, 4)) });
        expect(again.statusCode).toBe(409);
        const reportResponse = await accountant.send('GET', `/api/mini-store/sales-payments/report/report-store-payment-invoice?from=${today}&to=${today}`);
        expect(reportResponse.statusCode).toBe(200);
        const report = reportResponse.json();
        expect(report.unbilledPayments).toBe(0);
        expect(report.billedPayments).toBeGreaterThanOrEqual(2);
      });

      it('zips XML and PDF of the invoices asked for, and answers the error as the body otherwise', async () => {
        const list = (await accountant.send('GET', '/api/billing/invoices?status=timbrada&limit=3')).json<InvoiceList>();
        const response = await accountant.send('POST', '/api/mini-store/sales-payments/report/zip-invoices', list.data.map((i) => ({ id: i.id })));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/zip');
        const dir = mkdtempSync(join(tmpdir(), 'mikro-zip-'));
        writeFileSync(join(dir, 'f.zip'), response.rawPayload);
        const names = execFileSync('python3', ['-c', 'import zipfile,sys; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', join(dir, 'f.zip')], { encoding: 'utf8' }).trim().split('\n');
        expect(names).toHaveLength(list.data.length * 2);
        expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(list.data.length);
        const empty = await accountant.send('POST', '/api/mini-store/sales-payments/report/zip-invoices', [{ id: 99_999_999 }]);
        expect(empty.statusCode).toBe(409);
        expect(empty.json().message).toMatch(/timbrada/);
      });
    });

    describe('school payments', () => {
      it('invoices a tuition payment with the IEDU complement and sets the payment’s stamping flag', async () => {
        const school = await schoolSession(ctx.app);
        const setup = await createSchoolSetup(db(), school.companyId);
        const student = onlyRow(await createStudents(db(), school.companyId, 1));
        await enrol(school, setup, student.id);
        const grade = onlyRow(await db().select().from(grades).where(eq(grades.id, setup.gradeId)));
        await db().update(levels).set({ satLevel: 'Primaria', rvoe: 'RVOE-2015-001' }).where(eq(levels.id, grade.levelId));
        const pending = (await school.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>();
        // The tuition (colegiatura) carries IEDU; the enrolment fee, charged first, does not.
        const first = onlyRow(pending.students).charges.find((charge) => charge.name.startsWith('Colegiatura'))!;
        const paid = await school.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: first.id }], methods: [{ methodId: 3, bankId: 2, amount: first.today.total, reference: 'SPEI' }] });
        expect(paid.statusCode).toBe(201);
        const paymentId = paid.json<{ id: number }>().id;
        const receiver = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };
        const noCurp = await accountant.send('POST', '/api/school/charges/payments/invoice', { ids: [paymentId], receiver });
        expect(noCurp.statusCode).toBe(409);
        expect(noCurp.json().message).toMatch(/IEDU/);
        await db().update(students).set({ curp: 'LOGA150310MNLPRN09' }).where(eq(students.id, student.id));
        const response = await accountant.send('POST', '/api/school/charges/payments/invoice', { ids: [paymentId], receiver });
        expect(response.statusCode).toBe(201);
        const invoice = response.json<InvoiceDetail>();
        expect(invoice).toMatchObject({ module: 3, status: 'timbrada', cfdiUse: 'D10', iva: '0.00' });
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoice.id)));
        expect(row.stampedXml).toContain('iedu:instEducativas');
        expect(row.stampedXml).toContain('nivelEducativo="Primaria"');
        expect(row.stampedXml).toContain('rfcPago="LOGR800101AB1"');
        expect(fiscalFailures(row.stampedXml!)).toEqual([]);
        const payment = onlyRow(await db().select().from(chargePayments).where(eq(chargePayments.id, paymentId)));
        expect(payment.stamped).toBe(1);
        const cancelled = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/cancel`, { motive: '02' });
        expect(cancelled.json<InvoiceDetail>().status).toBe('cancelada');
        const after = onlyRow(await db().select().from(chargePayments).where(eq(chargePayments.id, paymentId)));
        expect(after.stamped).toBe(0);
      });
    });

    describe('sales on credit', () => {
      it('invoices a fiado sale PPD and each abono with a Pagos 2.0 complement until the balance is zero', async () => {
        const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
        const productId = await createProduct(db(), cashier, { priceWithIVA: '116.00', price: '100.00' });
        const fiado = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [], saleType: 'fiado', clientId: client.id });
        expect(fiado.statusCode).toBe(201);
        const saleId = fiado.json<SaleDetail>().id;
        const invoice = (await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer })).json<InvoiceDetail>();
        expect(invoice).toMatchObject({ status: 'timbrada', paymentMethod: 'PPD', paymentForm: '99', total: '116.00' });
        const first = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '58.00', form: '01' });
        expect(first.statusCode).toBe(201);
        const complement = first.json<InvoiceDetail>();
        expect(complement).toMatchObject({ type: 'P', status: 'timbrada', cfdiUse: 'CP01', total: '58.00', relatedInvoiceId: invoice.id });
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, complement.id)));
        expect(row.stampedXml).toContain('NumParcialidad="1"');
        expect(row.stampedXml).toContain('ImpSaldoAnt="116.00" ImpPagado="58.00" ImpSaldoInsoluto="58.00"');
        expect(row.stampedXml).toContain('TotalTrasladosBaseIVA16="50.00" TotalTrasladosImpuestoIVA16="8.00"');
        expect(fiscalFailures(row.stampedXml!)).toEqual([]);
        for (const paidAt of ['2026-02-30T10:00:00', '2026-01-31T24:00:00', '2026-01-31T10:00:00-06:00']) {
          const refused = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '1.00', form: '01', paidAt });
          expect({ paidAt, status: refused.statusCode, field: refused.json().fields?.[0]?.field }).toEqual({ paidAt, status: 400, field: 'paidAt' });
        }
        const tooMuch = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '58.01', form: '01' });
        expect(tooMuch.statusCode).toBe(409);
        const second = (await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '58.00', form: '03' })).json<InvoiceDetail>();
        const secondRow = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, second.id)));
        expect(secondRow.stampedXml).toContain('NumParcialidad="2"');
        expect(secondRow.stampedXml).toContain('ImpSaldoInsoluto="0.00"');
        expect((await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '0.01', form: '01' })).statusCode).toBe(409);
        const pue = (await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [(await sale()).id], receiver: customer })).json<InvoiceDetail>();
        expect(pue.paymentMethod).toBe('PUE');
        const notPpd = await accountant.send('POST', `/api/billing/invoices/${pue.id}/payment-complement`, { amount: '1.00', form: '01' });
        expect(notPpd.statusCode).toBe(409);
      });
    });

    describe('durable stamping', () => {
      it('leaves the invoice pending on a PAC timeout and the retry job stamps it exactly once', async () => {
        const sandbox = new SandboxPac();
        let calls = 0;
        let failing = true;
        const flaky: PacAdapter = {
          name: 'sandbox',
          sandbox: true,
          stamp: async (xml) => {
            calls += 1;
            if (failing) throw new PacError('El PAC no respondió a tiempo.', true);
            return sandbox.stamp(xml);
          },
          cancel: (request) => sandbox.cancel(request),
          status: (uuid) => sandbox.status(uuid),
        };
        const deps: BillingDeps = { db: db(), box: secretBox('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'), pacFor: () => flaky };
        const saleRow = await sale('30.00');
        const { invoiceStoreSales } = await import('./invoice-issue.service');
        const pending = await invoiceStoreSales(deps, { companyId: accountant.companyId, userId: accountant.userId, branchOfficeId: accountant.branchOfficeId }, { saleIds: [saleRow.id], receiver: customer });
        expect(pending).toMatchObject({ status: 'pendiente', uuid: null });
        expect(pending.lastError).toMatch(/no respondió/);
        // Still covered: the sale cannot be invoiced again meanwhile.
        const twice = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleRow.id], receiver: customer });
        expect(twice.statusCode).toBe(409);
        failing = false;
        expect(await retryPending(deps, 0)).toBeGreaterThanOrEqual(1);
        const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, pending.id)));
        expect(row.status).toBe('timbrada');
        const callsAfter = calls;
        await retryPending(deps, 0);
        await stampInvoice(deps, pending.id);
        expect(calls).toBe(callsAfter);
        const same = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, pending.id)));
        expect(same.uuid).toBe(row.uuid);
      });

      it('marks a document the PAC rejects as rechazada and frees its sale', async () => {
        const rejecting: PacAdapter = {
          name: 'sandbox',
          sandbox: true,
          stamp: async () => {
            throw new PacError('CFDI40147 - El RFC del receptor no existe.', false);
          },
          cancel: async () => ({ status: 'cancelada', receipt: '' }),
          status: async () => ({ state: 'no_encontrado' }),
        };
        const deps: BillingDeps = { db: db(), box: secretBox('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'), pacFor: () => rejecting };
        const saleRow = await sale('20.00');
        const { invoiceStoreSales } = await import('./invoice-issue.service');
        const rejected = await invoiceStoreSales(deps, { companyId: accountant.companyId, userId: accountant.userId, branchOfficeId: accountant.branchOfficeId }, { saleIds: [saleRow.id], receiver: customer });
        expect(rejected).toMatchObject({ status: 'rechazada', lastError: 'CFDI40147 - El RFC del receptor no existe.' });
        const retry = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleRow.id], receiver: customer });
        expect(retry.json<InvoiceDetail>().status).toBe('timbrada');
        const sold = onlyRow(await db().select().from(storeSales).where(eq(storeSales.id, saleRow.id)));
        expect(sold.status).toBe('pagada');
      });
    });
  },
);
