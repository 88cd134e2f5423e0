// /api/school/attendance/:classroomId: a school group's attendance sheet of a day, read and saved.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROUTES, permission, schoolContext } from './context';
import { saveSchoolAttendance, schoolAttendanceSheet } from './attendance.service';
import { AttendanceDayQuery, AttendanceSheetBody, AttendanceSheetSchema, ClassroomParams } from './schemas';

const tags = ['school'];
const security = [{ bearerAuth: [] }];

export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/school/attendance/:classroomId', {
    config: permission(ROUTES.groups, 'ver'),
    schema: { tags, security, summary: 'Asistencia de un grupo en un día: los alumnos inscritos ese día con su marca', params: ClassroomParams, querystring: AttendanceDayQuery, response: { 200: AttendanceSheetSchema } },
  }, async (request) => schoolAttendanceSheet(app.db, schoolContext(request), request.params.classroomId, request.query.day));

  app.put('/api/school/attendance/:classroomId', {
    config: permission(ROUTES.groups, 'editar'),
    schema: { tags, security, summary: 'Guarda la asistencia de un grupo en un día (presente, ausente o retardo); reemplaza la del mismo día', params: ClassroomParams, body: AttendanceSheetBody, response: { 200: AttendanceSheetSchema } },
  }, async (request) => saveSchoolAttendance(app.db, schoolContext(request), request.params.classroomId, request.body));
};
