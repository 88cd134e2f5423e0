// The enrolment and drops templates the desk downloads read back as the rows the imports take.
import { describe, expect, it } from '@jest/globals';
import { dropRowsOf, enrolmentRowsOf, importTemplate } from './spreadsheet-rows';

describe('the import templates', () => {
  it('an enrolment template reads back as one row with every column', async () => {
    const rows = await enrolmentRowsOf(await importTemplate('inscripciones'), 'plantilla-inscripciones.xlsx');
    expect(rows).toEqual([{ row: 2, enrollment: 'A2026100', grade: '1°', group: 'A', paymentPlan: 'Plan anual' }]);
  });

  it('a drops template reads back as one row with its date and reason', async () => {
    const rows = await dropRowsOf(await importTemplate('bajas'), 'plantilla-bajas.xlsx');
    expect(rows).toEqual([{ row: 2, enrollment: 'A2026100', date: '28/11/2026', reason: 'Cambio de domicilio' }]);
  });
});
