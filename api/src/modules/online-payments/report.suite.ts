// The school's report «Pagos en línea por método»: each method on its row (a card by its funding, OXXO, SPEI), the
// payments collected with their amount, those handed back by a refund, those in review, and the net; over a period,
// within the branch office; its Excel and PDF come from the report engine.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MenuItem, OnlinePayment, ReportResult } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, onDay, payingFamily, pendingOn, schoolSession, type PayingFamily } from '../../test-support/online-payments';
import type { SchoolSession } from '../../test-support/school';

const CREDIT = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Rosa Pérez' };
const DEBIT = { ...CREDIT, number: '4000 0566 5566 5556' };
const BEFORE_DUE = '2025-08-05';
const LATE = '2025-08-20';
const REPORT = '/api/reports/colegio-pagos-en-linea';

forEachDatabase((ctx) => {
  describe('report: online payments by method', () => {
    let desk: SchoolSession;
    let family: PayingFamily;
    const paid: Record<string, OnlinePayment> = {};

    const charge = async (child: number, n: number) => (await pendingOn(desk, family.children[child]!, BEFORE_DUE))[n]!.id;
    const start = async (chargeId: number, body: object) => {
      const response = await onDay(BEFORE_DUE, () => family.tutor.send('POST', '/api/portal/online-payments', { chargeIds: [chargeId], ...body }));
      expect(response.statusCode).toBe(201);
      return response.json<OnlinePayment>();
    };
    const report = async (query = '') => {
      const response = await desk.send('GET', `${REPORT}${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<ReportResult>();
    };

    beforeAll(async () => {
      desk = await schoolSession(ctx.app);
      const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      family = await payingFamily(ctx.app, ctx.database.db, desk, setup, 'reporte.pagos@familia.mx');
      const [credit, oxxoCharge, speiCharge, debitCharge] = [await charge(0, 0), await charge(0, 1), await charge(1, 0), await charge(1, 1)];
      paid.credit = await start(credit!, { method: 'card', card: CREDIT });
      const debit = await start(debitCharge!, { method: 'card', card: DEBIT });
      expect((await desk.send('POST', `/api/online-payments/${debit.id}/sandbox/refund`, { reason: 'cargo duplicado' })).json<OnlinePayment>().status).toBe('refunded');
      paid.debit = debit;
      const oxxo = await start(oxxoCharge!, { method: 'oxxo' });
      paid.oxxo = (await onDay(BEFORE_DUE, () => desk.send('POST', `/api/online-payments/${oxxo.id}/sandbox/paid`))).json<OnlinePayment>();
      const spei = await start(speiCharge!, { method: 'spei' });
      paid.spei = (await onDay(LATE, () => desk.send('POST', `/api/online-payments/${spei.id}/sandbox/paid`))).json<OnlinePayment>();
      // Started and never paid: moved no money, not in the report.
      await start(await charge(0, 2), { method: 'spei' });
    });

    it('puts each method on its row with what was collected, handed back and held in review, and the totals', async () => {
      expect([paid.credit!.status, paid.oxxo!.status, paid.spei!.status]).toEqual(['paid', 'paid', 'review']);
      const result = await report();
      expect(result.title).toBe('Pagos en línea por método');
      expect(result.columns.map((c) => c.key)).toEqual(['metodo', 'pagos', 'importe', 'devueltos', 'importeDevuelto', 'enRevision', 'importeRevision', 'neto']);
      const byMethod = Object.fromEntries(result.data.map((row) => [row.metodo, row]));
      expect(result.data.map((row) => row.metodo)).toEqual(['Tarjeta de crédito', 'Tarjeta de débito', 'OXXO', 'SPEI']);
      expect(byMethod['Tarjeta de crédito']).toMatchObject({ pagos: 1, importe: paid.credit!.amount, devueltos: 0, neto: paid.credit!.amount });
      expect(byMethod['Tarjeta de débito']).toMatchObject({ pagos: 1, importe: paid.debit!.amount, devueltos: 1, importeDevuelto: paid.debit!.amount, neto: '0.00' });
      expect(byMethod.OXXO).toMatchObject({ pagos: 1, importe: paid.oxxo!.amount, enRevision: 0 });
      expect(byMethod.SPEI).toMatchObject({ pagos: 0, importe: '0.00', enRevision: 1, importeRevision: paid.spei!.charged ?? paid.spei!.amount });
      const collected = Money.sum([paid.credit!.amount, paid.debit!.amount, paid.oxxo!.amount]).toFixed2();
      expect(result.totals).toMatchObject({ pagos: '3', importe: collected, devueltos: '1', enRevision: '1', neto: Money.sum([paid.credit!.amount, paid.oxxo!.amount]).toFixed2() });
    });

    it('counts only the period asked for, and only the branch office', async () => {
      const empty = await report('?from=2031-01-01&to=2031-12-31');
      expect(empty.data).toHaveLength(4);
      expect(empty.totals).toMatchObject({ pagos: '0', importe: '0.00', enRevision: '0' });
      expect((await report('?from=2025-01-01&to=2030-12-31')).totals.pagos).toBe('3');
      const elsewhere = await schoolSession(ctx.app, 'escolar@mikro.mx', 'Campus Sur');
      const there = (await elsewhere.send('GET', REPORT)).json<ReportResult>();
      expect(there.totals).toMatchObject({ pagos: '0', importe: '0.00' });
    });

    it('shows in the school staff’s menu, beside the desk’s screen of online payments', async () => {
      const urlsOf = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);
      const menu = urlsOf((await desk.send('GET', '/api/system/auth/menu')).json<MenuItem[]>());
      expect(menu).toEqual(expect.arrayContaining(['/reportes/colegios/pagos-en-linea', '/colegio/cobros/en-linea']));
    });

    it('exports to Excel and PDF through the report engine', async () => {
      const excel = await desk.send('GET', `${REPORT}/excel`);
      expect(excel.statusCode).toBe(200);
      expect(excel.headers['content-disposition']).toMatch(/colegio-pagos-en-linea-\d{4}-\d{2}-\d{2}\.xlsx/);
      const pdf = await desk.send('GET', `${REPORT}/pdf?from=2025-01-01&to=2030-12-31`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
});
