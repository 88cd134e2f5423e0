import { describe, expect, it } from '@jest/globals';
import { studentInitialValues, studentSchema, toStudentInput } from './studentForm';

const base = { ...studentInitialValues(null), enrollment: 'a2026-1', name: ' Lucía ', lastNameFather: 'Hernández', lastNameMother: 'Ruiz' };

describe('student form', () => {
  it('accepts an official CURP and refuses a malformed one', async () => {
    await expect(studentSchema.validate({ ...base, curp: 'HELU100512MNLRRC05' })).resolves.toBeTruthy();
    await expect(studentSchema.validate({ ...base, curp: 'HELU101312MNLRRC05' })).rejects.toThrow(/CURP/);
  });

  it('requires the enrolment number and the name', async () => {
    await expect(studentSchema.validate({ ...base, enrollment: ' ' })).rejects.toThrow('Este campo es requerido');
    await expect(studentSchema.validate({ ...base, name: '' })).rejects.toThrow('Este campo es requerido');
  });

  it('sends upper-cased identifiers and the search name', () => {
    const input = toStudentInput({ ...base, curp: 'helu100512mnlrrc05' });
    expect(input.enrollment).toBe('A2026-1');
    expect(input.curp).toBe('HELU100512MNLRRC05');
    expect(input.searchName).toBe('LUCÍA HERNÁNDEZ RUIZ');
    expect(input.birthDate).toBeNull();
  });
});
