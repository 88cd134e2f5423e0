import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChargePaymentReceipt, FeeCounterResponse } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { createFamily, createSchoolSetup, createStudents, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';
import { formatInstitutionDateTime } from '@mikro/domain';
import { pdfText } from '../../test-support/pdf';

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('receipt PDF', () => {
    it('is a PDF with the folio, date, both students, the lines with their surcharge, the methods, total and change', async () => {
      const familyId = await createFamily(db(), session.companyId);
      const [a, b] = await createStudents(db(), session.companyId, 2, familyId);
      if (!a || !b) throw new Error('expected two students created');
      await enrol(session, setup, a.id);
      await enrol(session, setup, b.id);
      jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date('2025-09-15T18:00:00Z'));
      const counter = (await session.send('GET', `/api/school/charges/pending?familyId=${familyId}`)).json<FeeCounterResponse>();
      const september = counter.students.find((s) => s.id === a.id)!.charges.find((c) => c.month === 9)!;
      const october = counter.students.find((s) => s.id === b.id)!.charges.find((c) => c.month === 10)!;
      const paid = await session.send('POST', '/api/school/charges/payments', {
        lines: [{ chargeId: september.id }, { chargeId: october.id }],
        methods: [
          { methodId: 3, amount: '1000.00', bankId: 2, reference: 'SPEI 77' },
          { methodId: 1, amount: '4000.00' },
        ],
      });
      expect(paid.statusCode).toBe(201);
      const receipt = paid.json<ChargePaymentReceipt>();

      const response = await session.send('GET', `/api/school/charges/payments/${receipt.id}/receipt/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="recibo-${receipt.serie}-${receipt.folio}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`Folio ${receipt.serie}-${receipt.folio}`);
      expect(text).toContain(`Fecha: ${formatInstitutionDateTime(receipt.createdAt)}`);
      expect(text).toMatch(/Alumnos: Alumno 0 Prueba \(M\w+00000\), Alumno 1 Prueba \(M\w+00001\)/);
      expect(text).toContain('septiembre 2025');
      expect(text).toContain('octubre 2025');
      expect(text).toMatch(/Recargo: Recargo por pago tardío\s+\$ 150\.00/);
      expect(text).toMatch(/Recargos\s+\$ 150\.00/);
      expect(text).toMatch(/Total\s+\$ 4,150\.00/);
      expect(text).toMatch(/Transferencia electrónica · Banamex · SPEI 77\s+\$ 1,000\.00/);
      expect(text).toMatch(/Efectivo\s+\$ 4,000\.00/);
      expect(text).toMatch(/Recibido\s+\$ 5,000\.00/);
      expect(text).toMatch(/Cambio\s+\$ 850\.00/);
    });

    it('is 404 for a payment that does not exist and 400 for an id that is not a number', async () => {
      expect((await session.send('GET', '/api/school/charges/payments/999999/receipt/pdf')).statusCode).toBe(404);
      expect((await session.send('GET', '/api/school/charges/payments/abc/receipt/pdf')).statusCode).toBe(400);
    });
  });
});
