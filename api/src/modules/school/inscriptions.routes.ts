// /api/school/inscriptions: enrol one student, list and detail, status (drops), concepts, mass enrolment and
// drops imports (background jobs), attendance list per group.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readUpload } from '../../shared/upload';
import { badRequest } from '../../plugins/errors';
import { ROUTES, permission, schoolContext } from './context';
import { addInscriptionConcept, changeInscriptionStatus, enrolStudent, inscriptionDetail, listInscriptions, updateInscriptionConcept } from './inscriptions.service';
import { contentHash, importJob, startJob } from './mass.service';
import { attendanceList } from './reports.service';
import {
  Attendance,
  AttendanceQuery,
  ConceptBody,
  DropsBody,
  EnrolBody,
  IdParams,
  InscriptionConceptParams,
  InscriptionDetail,
  InscriptionPage,
  InscriptionQuery,
  Job,
  MassBody,
  StatusBody,
} from './schemas';
import { dropRowsOf, enrolmentRowsOf, importTemplate } from './spreadsheet-rows';

const tags = ['school'];
const security = [{ bearerAuth: [] }];
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const inscriptionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  const base = '/api/school/inscriptions';

  app.post(base, {
    config: permission(ROUTES.students, 'crear'),
    schema: { tags, security, summary: 'Inscribe a un alumno y genera todos sus cargos del ciclo (una transacción)', body: EnrolBody, response: { 201: InscriptionDetail } },
  }, async (request, reply) => reply.status(201).send(await enrolStudent(app.db, schoolContext(request), request.body)));

  app.get(base, {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Inscripciones (paginadas, con filtros)', querystring: InscriptionQuery, response: { 200: InscriptionPage } },
  }, async (request) => listInscriptions(app.db, schoolContext(request), request.query));

  app.get(`${base}/attendance_list`, {
    config: permission(ROUTES.groups, 'ver'),
    schema: { tags, security, summary: 'Lista de asistencia de un grupo', querystring: AttendanceQuery, response: { 200: Attendance } },
  }, async (request) => attendanceList(app.db, schoolContext(request), request.query));

  app.get(`${base}/jobs/:id`, {
    config: permission(ROUTES.massEnrolment, 'ver'),
    schema: { tags, security, summary: 'Avance de una inscripción masiva o importación de bajas', params: IdParams, response: { 200: Job } },
  }, async (request) => importJob(app.db, schoolContext(request), request.params.id));

  app.post(`${base}/mass`, {
    config: permission(ROUTES.massEnrolment, 'crear'),
    schema: { tags, security, summary: 'Inscripción masiva desde una lista (trabajo en segundo plano; todo o nada)', body: MassBody, response: { 202: Job } },
  }, async (request, reply) => {
    const ctx = schoolContext(request);
    const rows = request.body.rows.map((row, index) => ({ ...row, row: index + 1 }));
    const job = await startJob(app.db, app.dbKind, ctx, { kind: 'inscripciones', cycleId: request.body.cycleId, rows, fileName: '', hash: contentHash(rows), inscriptionDate: request.body.inscriptionDate });
    return reply.status(202).send(job);
  });

  app.post(`${base}/mass/file`, {
    config: permission(ROUTES.massEnrolment, 'crear'),
    schema: { tags, security, summary: 'Inscripción masiva desde un archivo xlsx o csv (columnas Matrícula, Grado, Grupo, Plan de pago; campos cycleId e inscriptionDate)', consumes: ['multipart/form-data'], response: { 202: Job } },
  }, async (request, reply) => {
    const ctx = schoolContext(request);
    const upload = await readUpload(request, MAX_FILE_BYTES, 'El archivo es demasiado grande (máximo 5 MB)');
    const cycleId = Number(upload.fields.cycleId);
    if (!Number.isSafeInteger(cycleId) || cycleId <= 0) throw badRequest('Seleccione el ciclo', [{ field: 'cycleId', message: 'Este campo es requerido' }]);
    const inscriptionDate = upload.fields.inscriptionDate || undefined;
    if (inscriptionDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(inscriptionDate)) throw badRequest('Fecha no válida (YYYY-MM-DD)', [{ field: 'inscriptionDate', message: 'Fecha no válida' }]);
    const rows = await enrolmentRowsOf(upload.file, upload.fileName);
    const job = await startJob(app.db, app.dbKind, ctx, { kind: 'inscripciones', cycleId, rows, fileName: upload.fileName, hash: contentHash(upload.file), inscriptionDate });
    return reply.status(202).send(job);
  });

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const template = (name: string, body: Buffer) => ({ type: XLSX, disposition: `attachment; filename="${name}"`, body });
  app.get(`${base}/mass/template`, {
    config: permission(ROUTES.massEnrolment, 'ver'),
    schema: { tags, security, summary: 'Plantilla xlsx de la inscripción masiva (Matrícula, Grado, Grupo, Plan de pago)', produces: [XLSX] },
  }, async (_request, reply) => {
    const file = template('plantilla-inscripciones.xlsx', await importTemplate('inscripciones'));
    return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
  });

  app.get(`${base}/drops/template`, {
    config: permission(ROUTES.drops, 'ver'),
    schema: { tags, security, summary: 'Plantilla xlsx de la importación de bajas (Matrícula, Fecha de baja, Motivo)', produces: [XLSX] },
  }, async (_request, reply) => {
    const file = template('plantilla-bajas.xlsx', await importTemplate('bajas'));
    return reply.type(file.type).header('content-disposition', file.disposition).send(file.body);
  });

  app.post(`${base}/drops`, {
    config: permission(ROUTES.drops, 'crear'),
    schema: { tags, security, summary: 'Bajas desde una lista (todo o nada; cancela los cargos pendientes posteriores al mes de la baja)', body: DropsBody, response: { 202: Job } },
  }, async (request, reply) => {
    const rows = request.body.rows.map((row, index) => ({ ...row, row: index + 1 }));
    const job = await startJob(app.db, app.dbKind, schoolContext(request), { kind: 'bajas', cycleId: request.body.cycleId, rows, fileName: '', hash: contentHash(rows) });
    return reply.status(202).send(job);
  });

  app.post(`${base}/drops/file`, {
    config: permission(ROUTES.drops, 'crear'),
    schema: { tags, security, summary: 'Bajas desde un archivo xlsx o csv (columnas Matrícula, Fecha, Motivo; campo cycleId)', consumes: ['multipart/form-data'], response: { 202: Job } },
  }, async (request, reply) => {
    const ctx = schoolContext(request);
    const upload = await readUpload(request, MAX_FILE_BYTES, 'El archivo es demasiado grande (máximo 5 MB)');
    const cycleId = Number(upload.fields.cycleId);
    if (!Number.isSafeInteger(cycleId) || cycleId <= 0) throw badRequest('Seleccione el ciclo', [{ field: 'cycleId', message: 'Este campo es requerido' }]);
    const rows = await dropRowsOf(upload.file, upload.fileName);
    const job = await startJob(app.db, app.dbKind, ctx, { kind: 'bajas', cycleId, rows, fileName: upload.fileName, hash: contentHash(upload.file) });
    return reply.status(202).send(job);
  });

  app.get(`${base}/:id`, {
    config: permission(ROUTES.students, 'ver'),
    schema: { tags, security, summary: 'Inscripción con sus conceptos', params: IdParams, response: { 200: InscriptionDetail } },
  }, async (request) => inscriptionDetail(app.db, schoolContext(request), request.params.id));

  app.patch(`${base}/:id/status`, {
    config: permission(ROUTES.students, 'editar'),
    schema: { tags, security, summary: 'Cambia el estado de la inscripción (una baja cancela los cargos pendientes de los meses siguientes)', params: IdParams, body: StatusBody, response: { 200: InscriptionDetail } },
  }, async (request) => changeInscriptionStatus(app.db, schoolContext(request), request.params.id, request.body));

  app.post(`${base}/:id/concepts`, {
    config: permission(ROUTES.students, 'editar'),
    schema: { tags, security, summary: 'Agrega un concepto a la inscripción y genera sus cargos', params: IdParams, body: ConceptBody, response: { 201: InscriptionDetail } },
  }, async (request, reply) => reply.status(201).send(await addInscriptionConcept(app.db, schoolContext(request), request.params.id, request.body)));

  app.patch(`${base}/:id/concepts/:conceptId`, {
    config: permission(ROUTES.students, 'editar'),
    schema: { tags, security, summary: 'Activa, desactiva o edita un concepto de la inscripción (los cargos pendientes lo siguen; los pagados no cambian)', params: InscriptionConceptParams, body: ConceptBody, response: { 200: InscriptionDetail } },
  }, async (request) => updateInscriptionConcept(app.db, schoolContext(request), request.params.id, request.params.conceptId, request.body));

};
