// Validation of the small system catalogues of /settings.
import * as yup from 'yup';
import { maxLengthMessage, requiredString } from '@mikro/ui';
import { FIELD_LIMITS } from '@mikro/contracts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const shiftSchema = yup.object({
  name: requiredString().max(FIELD_LIMITS.shifts.name),
  startTime: yup.string().matches(HHMM, { message: 'Use el formato HH:MM de 24 horas', excludeEmptyString: true }),
  endTime: yup
    .string()
    .matches(HHMM, { message: 'Use el formato HH:MM de 24 horas', excludeEmptyString: true })
    .test('after-start', 'La hora final debe ser posterior a la inicial', function (value) {
      return !value || !this.parent.startTime || value > this.parent.startTime;
    }),
  isActive: yup.boolean(),
});

export const namedSchema = (max: number) =>
  yup.object({
    name: requiredString().max(max, maxLengthMessage(max)),
    description: yup.string().max(500, maxLengthMessage(500)),
    isActive: yup.boolean(),
  });

export const settingSchema = yup.object({
  key: requiredString()
    .max(FIELD_LIMITS.settings.key)
    .matches(/^[a-zA-Z][a-zA-Z0-9_.-]*$/, 'Use letras, números, punto, guion y guion bajo, empezando con una letra'),
  value: yup.string().max(2000, maxLengthMessage(2000)),
  description: yup.string().max(500, maxLengthMessage(500)),
});
