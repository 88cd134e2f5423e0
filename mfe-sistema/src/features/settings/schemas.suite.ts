import { describe, expect, it } from '@jest/globals';
import { settingSchema, shiftSchema } from './schemas';

describe('settings validation', () => {
  it('takes 24-hour times with the end after the start', async () => {
    await expect(shiftSchema.validate({ name: 'Matutino', startTime: '07:00', endTime: '13:30' })).resolves.toBeTruthy();
    await expect(shiftSchema.validate({ name: 'Matutino', startTime: '7am', endTime: '' })).rejects.toThrow('Use el formato HH:MM de 24 horas');
    await expect(shiftSchema.validate({ name: 'Matutino', startTime: '13:00', endTime: '07:00' })).rejects.toThrow('La hora final debe ser posterior a la inicial');
  });

  it('keeps setting keys machine-readable', async () => {
    await expect(settingSchema.validate({ key: 'colegio.diaPago', value: '10' })).resolves.toBeTruthy();
    await expect(settingSchema.validate({ key: 'día de pago', value: '10' })).rejects.toThrow('Use letras, números');
  });
});
