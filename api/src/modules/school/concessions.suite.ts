// Waiving a surcharge and granting a discount at the fee counter: the 'condonar' action, a reason, and the audit
// trail in the student's statement and in the concessions report (the seed's $150 surcharge days 11–31).
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import type { AccountStatement, ChargePaymentReceipt, FeeCounterResponse, FeeConcessionReport, PaymentQuote } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { feeConcessions, rolePermissions, users } from '../../db/schema/index';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { createSchoolSetup, createStudent, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

/** Noon in Mexico City of the given day. */
const at = (day: string) => jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date(`${day}T18:00:00Z`));
const FEE_COUNTER_ROUTE_ID = 140;
const CONDONAR_ACTION_ID = 7;

forEachDatabase((ctx) => {
  let desk: SchoolSession;
  let deskRoleId: number;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    desk = await schoolSession(ctx.app);
    deskRoleId = onlyRow(await db().select({ roleId: users.roleId }).from(users).where(eq(users.id, desk.userId))).roleId;
    setup = await createSchoolSetup(db(), desk.companyId);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** A student enrolled on 2025-08-01 and the counter on 2025-09-15: September is late ($150), October is not. */
  const lateSeptember = async () => {
    const student = await createStudent(db(), desk.companyId);
    await enrol(desk, setup, student.id);
    at('2025-09-15');
    const counter = (await desk.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>();
    const charges = counter.students[0]!.charges;
    return { studentId: student.id, september: charges.find((c) => c.month === 9)!, october: charges.find((c) => c.month === 10)! };
  };
  const waiver = { waiveSurcharges: true, reason: 'Acuerdo con dirección por enfermedad' };
  const grantToDesk = () =>
    db().insert(rolePermissions).values({ roleId: deskRoleId, routeId: FEE_COUNTER_ROUTE_ID, actionId: CONDONAR_ACTION_ID, companyId: desk.companyId }).onConflictDoNothing();
  const revokeFromDesk = () =>
    db().delete(rolePermissions).where(and(eq(rolePermissions.roleId, deskRoleId), eq(rolePermissions.routeId, FEE_COUNTER_ROUTE_ID), eq(rolePermissions.actionId, CONDONAR_ACTION_ID)));

  describe('without the condonar action', () => {
    it('refuses to quote or collect a concession (403) and writes nothing', async () => {
      await revokeFromDesk();
      const { september } = await lateSeptember();
      const quote = await desk.send('POST', '/api/school/charges/quote', { lines: [{ chargeId: september.id, concession: waiver }] });
      expect(quote.statusCode).toBe(403);
      expect(quote.json().message).toBe('Su rol no puede condonar recargos ni conceder descuentos; pida la acción «Condonar» de la pantalla de cobro');
      const pay = await desk.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: september.id, concession: waiver }], methods: [{ methodId: 1, amount: '2000.00' }] });
      expect(pay.statusCode).toBe(403);
      const written = onlyRow(await db().select({ n: sql<number>`count(*)::int` }).from(feeConcessions).where(eq(feeConcessions.chargeId, september.id)));
      expect(written.n).toBe(0);
    });
  });

  describe('with the condonar action', () => {
    it('waives the surcharge and grants a discount with a reason, kept in the statement and the report', async () => {
      await grantToDesk();
      const { studentId, september } = await lateSeptember();
      expect(september.today.total).toBe('2150.00');
      const concession = { waiveSurcharges: true, discount: '300.00', reason: 'Acuerdo con dirección por enfermedad' };
      const quote = (await desk.send('POST', '/api/school/charges/quote', { lines: [{ chargeId: september.id, concession }] })).json<PaymentQuote>();
      expect(quote.lines[0]).toMatchObject({
        total: '1700.00',
        adjustments: [{ name: 'Descuento concedido en caja', amount: '-300.00', automatic: false }],
        conceded: [
          { kind: 'condonacion', name: 'Recargo por pago tardío', amount: '150.00' },
          { kind: 'descuento', name: 'Descuento concedido en caja', amount: '300.00' },
        ],
      });

      const paid = await desk.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: september.id, concession }], methods: [{ methodId: 1, amount: '1700.00' }] });
      expect(paid.statusCode).toBe(201);
      const receipt = paid.json<ChargePaymentReceipt>();
      expect(receipt).toMatchObject({ total: '1700.00', surcharges: '0.00', discounts: '300.00' });

      const statement = (await desk.send('GET', `/api/school/students/${studentId}/statement`)).json<AccountStatement>();
      expect(statement.concessions.map((c) => [c.kind, c.name, c.amount, c.reason, c.folio, c.userName])).toEqual(
        expect.arrayContaining([
          ['condonacion', 'Recargo por pago tardío', '150.00', 'Acuerdo con dirección por enfermedad', receipt.folio, 'Ernesto Salas'],
          ['descuento', 'Descuento concedido en caja', '300.00', 'Acuerdo con dirección por enfermedad', receipt.folio, 'Ernesto Salas'],
        ]),
      );
      expect(statement.concessions).toHaveLength(2);

      const day = institutionToday();
      const report = (await desk.send('GET', `/api/school/charges/payments/concessions?from=${day}&to=${day}`)).json<FeeConcessionReport>();
      const mine = report.rows.filter((row) => row.paymentId === receipt.id);
      expect(mine.map((row) => [row.kind, row.amount, row.studentId])).toEqual(expect.arrayContaining([['condonacion', '150.00', studentId], ['descuento', '300.00', studentId]]));
      expect(Number(report.waived)).toBeGreaterThanOrEqual(150);
      expect(Number(report.discounted)).toBeGreaterThanOrEqual(300);
    });

    it('names what is wrong with a concession, and refuses a waiver on a line with no surcharge', async () => {
      await grantToDesk();
      const { september, october } = await lateSeptember();
      // [concession, field, message]
      const cases: [Record<string, unknown>, string, string][] = [
        [{ waiveSurcharges: true, reason: '' }, 'lines.0.concession.reason', 'Escriba el motivo (mínimo 5 caracteres)'],
        [{ discount: 'cien', reason: 'Acuerdo con dirección' }, 'lines.0.concession.discount', 'Escriba un importe (por ejemplo 150.00)'],
        [{ discount: '-10', reason: 'Acuerdo con dirección' }, 'lines.0.concession.discount', 'El descuento debe ser mayor que cero'],
        [{ reason: 'Acuerdo con dirección' }, 'lines.0.concession.waiveSurcharges', 'Indique si condona los recargos o el descuento que concede'],
      ];
      for (const [concession, field, message] of cases) {
        const refused = await desk.send('POST', '/api/school/charges/quote', { lines: [{ chargeId: september.id, concession }] });
        expect({ status: refused.statusCode, fields: refused.json().fields }).toEqual({ status: 400, fields: [{ field, message }] });
      }
      const nothing = await desk.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: october.id, concession: waiver }], methods: [{ methodId: 1, amount: '2000.00' }] });
      expect({ status: nothing.statusCode, fields: nothing.json().fields }).toEqual({
        status: 400,
        fields: [{ field: 'lines.0.concession.waiveSurcharges', message: 'Este cargo no tiene recargos que condonar hoy' }],
      });
    });
  });
});
