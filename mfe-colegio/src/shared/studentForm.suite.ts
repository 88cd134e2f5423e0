import { describe, expect, it } from '@jest/globals';
import { studentSchema } from './studentForm';

const valid = { enrollment: 'A-001', name: 'Lucía', lastNameFather: '', lastNameMother: '', curp: '', birthDate: '', gender: '', bloodType: '', address: '', isActive: true };

describe('the student form limits its fields as their columns do', () => {
  it('refuses an enrollment longer than its column (30), which the server would refuse', async () => {
    await expect(studentSchema.validateAt('enrollment', { ...valid, enrollment: 'x'.repeat(30) })).resolves.toBeDefined();
    await expect(studentSchema.validateAt('enrollment', { ...valid, enrollment: 'x'.repeat(31) })).rejects.toThrow('30');
  });

  it('refuses a blood type longer than its column (3)', async () => {
    await expect(studentSchema.validateAt('bloodType', { ...valid, bloodType: 'AB+' })).resolves.toBeDefined();
    await expect(studentSchema.validateAt('bloodType', { ...valid, bloodType: 'AB+ -' })).rejects.toThrow('3');
  });
});
