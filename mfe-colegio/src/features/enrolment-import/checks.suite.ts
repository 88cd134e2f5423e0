import { describe, expect, it } from '@jest/globals';
import { checkDropRows, checkEnrolmentRows, dropRows, enrolmentRows, missingColumns, ENROLMENT_COLUMNS } from './checks';

const catalogs = {
  students: new Map([
    ['A1', { gradeId: 1, paymentPlanId: 10 }],
    ['A2', { gradeId: null, paymentPlanId: null }],
  ]),
  grades: [{ id: 1, name: '1° Primaria' }],
  groups: [{ name: 'A', gradeId: 1, cycleId: 5 }],
  plans: [
    { id: 10, name: 'Plan 10 meses', isActive: true },
    { id: 11, name: 'Plan viejo', isActive: false },
  ],
};

describe('enrolment import preview', () => {
  it('reads the columns by their accepted headers and reports missing ones', () => {
    const sheet = { headers: ['Matrícula', 'Grado', 'Grupo', 'Plan de pago'], rows: [{ row: 2, cells: ['A1', '1° primaria', 'a', 'PLAN 10 MESES'] }] };
    expect(enrolmentRows(sheet)).toEqual([{ row: 2, enrollment: 'A1', grade: '1° primaria', group: 'a', paymentPlan: 'PLAN 10 MESES' }]);
    expect(missingColumns({ headers: ['Grado'], rows: [] }, ENROLMENT_COLUMNS, ['enrollment'])).toEqual([{ row: 1, field: 'enrollment', message: 'Falta la columna matricula' }]);
  });

  it('accepts names without case and falls back to the student’s grade and plan', () => {
    expect(checkEnrolmentRows([{ row: 2, enrollment: 'A1', grade: '1° primaria', group: 'a', paymentPlan: 'plan 10 meses' }], catalogs, 5)).toEqual([]);
    expect(checkEnrolmentRows([{ row: 2, enrollment: 'A1', grade: '', group: '', paymentPlan: '' }], catalogs, 5)).toEqual([]);
  });

  it('names each problem of a row', () => {
    const errors = checkEnrolmentRows(
      [
        { row: 2, enrollment: 'ZZ', grade: '1° Primaria', group: 'B', paymentPlan: 'Plan viejo' },
        { row: 3, enrollment: 'A2', grade: '', group: '', paymentPlan: '' },
        { row: 4, enrollment: 'A1', grade: '1° Primaria', group: 'A', paymentPlan: 'Plan 10 meses' },
        { row: 5, enrollment: 'A1', grade: '1° Primaria', group: 'A', paymentPlan: 'Plan 10 meses' },
      ],
      catalogs,
      6,
    );
    expect(errors).toEqual([
      { row: 2, field: 'enrollment', message: 'No existe un alumno con la matrícula ZZ' },
      { row: 2, field: 'group', message: 'El grupo no existe en ese grado y ciclo' },
      { row: 2, field: 'paymentPlan', message: 'El plan de pago está inactivo' },
      { row: 3, field: 'grade', message: 'Este campo es requerido' },
      { row: 3, field: 'paymentPlan', message: 'Este campo es requerido' },
      { row: 4, field: 'group', message: 'El grupo no existe en ese grado y ciclo' },
      { row: 5, field: 'enrollment', message: 'La matrícula aparece dos veces en el archivo (fila 4)' },
      { row: 5, field: 'group', message: 'El grupo no existe en ese grado y ciclo' },
    ]);
  });
});

describe('drops import preview', () => {
  it('converts DD/MM/YYYY dates and refuses impossible ones, unknown students and empty reasons', () => {
    const rows = dropRows({ headers: ['Matricula', 'Fecha', 'Motivo'], rows: [{ row: 2, cells: ['A1', '15/01/2027', 'Cambio de ciudad'] }, { row: 3, cells: ['ZZ', '31/02/2027', ''] }] });
    expect(rows[0]).toEqual({ row: 2, enrollment: 'A1', date: '2027-01-15', reason: 'Cambio de ciudad' });
    expect(checkDropRows(rows, new Set(['A1']))).toEqual([
      { row: 3, field: 'enrollment', message: 'No existe un alumno con la matrícula ZZ' },
      { row: 3, field: 'date', message: 'Fecha no válida (DD/MM/AAAA)' },
      { row: 3, field: 'reason', message: 'Este campo es requerido' },
    ]);
  });
});
