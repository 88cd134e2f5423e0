// The income reports' per-day table (ADR 0041) against the payments it sums: written by the payment's own
// statement and by cancellations, it equals a computation from the payments, and the reports read from it answer
// exactly what the same reports computed from the payments answer.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, FeeCounterResponse, ReportQuery } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { rowsOf } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { createFamily, createSchoolSetup, createStudent, createStudents, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';
import { runReport } from './engine';
import { income } from './fees.reports';
import { incomeRollupDifferences } from '../payments/index';

forEachDatabase((ctx) => {
  let school: SchoolSession;
  let setup: SchoolSetup;
  let other: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    school = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), school.companyId);
    other = await createSchoolSetup(db(), school.companyId);
  });

  const pending = async (studentId: number) => {
    const response = await school.send('GET', `/api/school/charges/pending?studentId=${studentId}`);
    expect(response).toHaveStatus(200);
    return response.json<FeeCounterResponse>().students.flatMap((s) => s.charges);
  };
  const pay = async (chargeIds: number[], methods: object[]) => {
    const response = await school.send('POST', '/api/school/charges/payments', { lines: chargeIds.map((chargeId) => ({ chargeId })), methods });
    expect(response).toHaveStatus(201);
    return response.json<ChargePaymentReceipt>();
  };
  const cash = [{ methodId: 1, amount: '99999.00' }];
  const ctxOf = () => ({ companyId: school.companyId, branchOfficeId: school.branchOfficeId });

  describe('charge_income_rollup', () => {
    it('follows payments and cancellations, and the income reports read from it answer what the payments do', async () => {
      const family = await createFamily(db(), school.companyId);
      const [sister, brother] = await createStudents(db(), school.companyId, 2, family);
      const alone = await createStudent(db(), school.companyId);
      if (!sister || !brother) throw new Error('expected two students');
      await enrol(school, setup, sister.id);
      await enrol(school, setup, brother.id);
      await enrol(school, other, alone.id);
      const [s1, s2, s3] = await pending(sister.id);
      const [b1] = await pending(brother.id);
      const [a1, a2] = await pending(alone.id);
      if (!s1 || !s2 || !s3 || !b1 || !a1 || !a2) throw new Error('expected pending charges');

      // Both children in one payment: two inscriptions of the same grade, paid by transfer and cash.
      const both = await pay([s1.id, b1.id], [{ methodId: 3, bankId: 2, amount: '100.00', reference: 'SPEI 31' }, ...cash]);
      const twoMonths = await pay([s2.id, s3.id], cash);
      const single = await pay([a1.id], [{ methodId: 4, bankId: 1, amount: a1.today.total, reference: 'T-1' }]);
      await pay([a2.id], cash);
      expect(await incomeRollupDifferences(db(), school.companyId)).toEqual([]);
      // The family's payment spans two inscriptions: one row each of the kind that corrects its count per grade.
      const split = await rowsOf(db(), sql`SELECT count(*)::int AS n FROM charge_income_rollup WHERE kind = 4 AND key_text = ${String(both.id)}`);
      expect(split).toEqual([{ n: 2 }]);

      // One line of a payment cancelled, and a whole payment.
      const line = twoMonths.lines[1];
      if (!line) throw new Error('expected two lines');
      expect(await school.send('POST', `/api/school/charges/payments/${twoMonths.id}/lines/${line.id}/cancel`, { reason: 'Cobro duplicado' })).toHaveStatus(200);
      expect(await school.send('POST', `/api/school/charges/payments/${single.id}/cancel`, { reason: 'Error de cobro' })).toHaveStatus(200);
      expect(await incomeRollupDifferences(db(), school.companyId)).toEqual([]);
      // The cancelled payment left no row behind at zero payments.
      const zero = await rowsOf(db(), sql`SELECT count(*)::int AS n FROM charge_income_rollup WHERE company_id = ${school.companyId} AND pagos <= 0`);
      expect(zero).toEqual([{ n: 0 }]);

      const today = institutionToday();
      const queries: Partial<ReportQuery>[] = [{}, { from: today, to: today }, { cashierId: school.userId }, { from: '2020-01-01', to: '2020-12-31' }];
      const reports = [
        { key: 'colegio-ingresos', groups: ['metodo', 'concepto'] },
        { key: 'colegio-ingresos-grados', groups: ['grado', 'nivel'] },
      ] as const;
      for (const { key, groups } of reports) {
        for (const groupBy of groups) {
          for (const filters of queries) {
            const query = { groupBy, limit: 100, ...filters } as ReportQuery;
            const fromTable = await runReport(db(), income(3, key, [groupBy]), ctxOf(), query);
            const fromPayments = await runReport(db(), income(3, key, [groupBy], true), ctxOf(), query);
            expect({ key, query, data: fromTable.data, totals: fromTable.totals }).toEqual({ key, query, data: fromPayments.data, totals: fromPayments.totals });
          }
        }
      }

      // The grade of both children: the family's payment counts once, the sister's two months once.
      const byGrade = await runReport(db(), income(3, 'colegio-ingresos-grados', ['grado']), ctxOf(), { groupBy: 'grado', limit: 100 } as ReportQuery);
      const expectedTotal = (Number(s1.today.total) + Number(b1.today.total) + Number(s2.today.total)).toFixed(2);
      expect(byGrade.data.find((row) => row.grupo === setup.gradeName)).toMatchObject({ pagos: 2, importe: expectedTotal });
      // Transfer: only the family's payment; card: nothing left after the cancellation.
      const byMethod = await runReport(db(), income(3, 'colegio-ingresos', ['metodo']), ctxOf(), { groupBy: 'metodo', from: today, to: today, limit: 100 } as ReportQuery);
      expect(byMethod.data.find((row) => row.grupo === 'Transferencia electrónica')).toMatchObject({ pagos: 1, importe: '100.00' });
      expect(byMethod.data.find((row) => row.grupo === 'Tarjeta de crédito')).toBeUndefined();
    });
  });
});
