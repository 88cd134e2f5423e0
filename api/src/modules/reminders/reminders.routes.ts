// /api/reminders/settings: each campus's reminder settings, read and edited from the Campus screen (its permissions).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { listReminderSettings, updateReminderSettings } from './reminders.service';
import { CampusParams, CampusReminderSettings, CampusReminderSettingsList, UpdateReminderSettingsBody } from './schemas';

const tags = ['reminders'];
const security = [{ bearerAuth: [] }];
const CAMPUS_ROUTE = '/campus';

export const remindersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/reminders/settings', {
    config: { permission: { route: CAMPUS_ROUTE, action: 'ver' } },
    schema: {
      tags,
      security,
      summary: 'Recordatorios de pago por campus (de la sucursal indicada, o de toda la empresa)',
      response: { 200: CampusReminderSettingsList },
    },
  }, async (request) => listReminderSettings(app.db, callerOf(request).companyId, request.branchOfficeId));

  app.put('/api/reminders/settings/:campusId', {
    config: { permission: { route: CAMPUS_ROUTE, action: 'editar' } },
    schema: {
      tags,
      security,
      summary: 'Guarda si un campus envía recordatorios de pago y cuántos días antes del vencimiento',
      params: CampusParams,
      body: UpdateReminderSettingsBody,
      response: { 200: CampusReminderSettings },
    },
  }, async (request) => {
    const caller = callerOf(request);
    return updateReminderSettings(app.db, { companyId: caller.companyId, userId: caller.userId, branchOfficeId: request.branchOfficeId }, request.params.campusId, request.body);
  });
};
