// TypeBox schemas of the reminder settings' routes.
import { Type } from 'typebox';
import { REMINDER_DAYS_MAX } from '@mikro/domain';
import { Id, Nullable } from '../../schemas';

export const CampusParams = Type.Object({ campusId: Id });

export const UpdateReminderSettingsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    daysBefore: Type.Integer({ minimum: 0, maximum: REMINDER_DAYS_MAX, description: 'Días antes del vencimiento (0 = el mismo día)' }),
  },
  { additionalProperties: false },
);

export const CampusReminderSettings = Type.Object({
  campusId: Type.Integer(),
  campusName: Type.String(),
  enabled: Type.Boolean(),
  daysBefore: Type.Integer(),
  enabledSince: Nullable(Type.String()),
});

export const CampusReminderSettingsList = Type.Array(CampusReminderSettings);
