// Mass enrolment and drops as background jobs: the job row records progress (the screen polls it), a file
// is written all-or-nothing in one transaction, and the same file sent again answers its earlier job.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DropRow, ImportJob, ImportRowError, MassEnrolmentRow } from '@mikro/contracts';
import { dropDateProblem } from '@mikro/domain';
import type { Database, DatabaseKind, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { classrooms, grades, paymentPlans, schoolImportJobs, schoolInscriptions, students } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/errors';
import { paymentsToday } from '../payments/index';
import type { SchoolContext } from './context';
import { cycleOf, dayInputProblem, isoDay, planConcepts, writeEnrolments, type ResolvedEnrolment } from './enrolment';
import { cancelChargesAfter } from './inscriptions.service';

export const MAX_ROWS = 5000;
const CHUNK = 1000;
/** How often the process running a job says it is alive. */
export const HEARTBEAT_MS = 5_000;
/** A job whose last heartbeat is older than this was left by a process that stopped. */
export const STALE_AFTER_SECONDS = 60;
export const INTERRUPTED = 'La importación se interrumpió porque el servidor se detuvo; no se guardó ningún registro. Envíe el archivo de nuevo.';
const ACTIVE = ['pendiente', 'procesando'];

type JobRow = typeof schoolImportJobs.$inferSelect;
export type JobKind = 'inscripciones' | 'bajas';
/** A row with its number in the file (header = row 1) or in the list (first = row 1). */
export type NumberedRow<R> = R & { row: number };

function toJob(row: JobRow, repeated: boolean): ImportJob {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    status: row.status as ImportJob['status'],
    fileName: row.fileName,
    total: row.total,
    processed: row.processed,
    created: row.created,
    errors: row.errors as ImportRowError[],
    repeated,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export function contentHash(parts: unknown): string {
  return createHash('sha256').update(typeof parts === 'string' || Buffer.isBuffer(parts) ? parts : JSON.stringify(parts)).digest('hex');
}

export async function importJob(db: Executor, ctx: SchoolContext, id: number): Promise<ImportJob> {
  const [found] = await db
    .select({ job: schoolImportJobs, stale: staleHeartbeat })
    .from(schoolImportJobs)
    .where(and(eq(schoolImportJobs.id, id), eq(schoolImportJobs.companyId, ctx.companyId)));
  if (!found) throw notFound('Importación no encontrada');
  if (ACTIVE.includes(found.job.status) && found.stale) {
    // Its process stopped: the job's transaction never committed, so nothing of it was written.
    const [failed] = await failInterruptedJobs(db, { id });
    if (failed) return toJob(failed, false);
  }
  return toJob(found.job, false);
}

const staleHeartbeat = sql<boolean>`${schoolImportJobs.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`;

/**
 * Marks rechazado, with the reason, the jobs still pendiente or procesando whose process stopped: those with a
 * stale heartbeat, or every one of them (`all`: at start-up on the embedded database, which one process alone
 * opens). Answers the jobs it marked.
 */
export async function failInterruptedJobs(db: Executor, which: { all: true } | { id?: number }): Promise<JobRow[]> {
  const conditions = [inArray(schoolImportJobs.status, ACTIVE)];
  if (!('all' in which)) conditions.push(staleHeartbeat);
  if ('id' in which && which.id !== undefined) conditions.push(eq(schoolImportJobs.id, which.id));
  return db
    .update(schoolImportJobs)
    .set({ status: 'rechazado', created: 0, errors: [{ row: 0, field: 'file', message: INTERRUPTED }], finishedAt: new Date() })
    .where(and(...conditions))
    .returning();
}

export interface StartJobInput<R> {
  kind: JobKind;
  cycleId: number;
  rows: NumberedRow<R>[];
  fileName: string;
  hash: string;
  inscriptionDate?: string;
}

/**
 * Records the job (or finds the one of the same file) and starts it in the background. A file refused
 * earlier is tried again (the data it referred to may have been fixed); a finished one is not written twice.
 */
export async function startJob<R>(db: Database, kind: DatabaseKind, ctx: SchoolContext, input: StartJobInput<R>): Promise<ImportJob> {
  if (input.rows.length === 0) throw badRequest('El archivo no tiene filas', [{ field: 'rows', message: 'Este campo es requerido' }]);
  if (input.rows.length > MAX_ROWS) throw badRequest(`Máximo ${MAX_ROWS} filas por archivo`, [{ field: 'rows', message: `Máximo ${MAX_ROWS}` }]);
  if (!(await cycleOf(db, ctx.companyId, input.cycleId))) throw badRequest('El ciclo no existe', [{ field: 'cycleId', message: 'No existe' }]);
  const inscriptionDate = input.inscriptionDate === undefined ? paymentsToday() : isoDay(input.inscriptionDate);
  if (!inscriptionDate) throw badRequest('Fecha no válida (YYYY-MM-DD)', [{ field: 'inscriptionDate', message: 'Fecha no válida' }]);
  const hash = contentHash(`${input.kind}:${input.cycleId}:${input.hash}`);
  const [created] = await db
    .insert(schoolImportJobs)
    .values({ companyId: ctx.companyId, branchOfficeId: ctx.branchOfficeId, userId: ctx.userId, kind: input.kind, fileName: input.fileName, fileHash: hash, cycleId: input.cycleId, rows: input.rows, inscriptionDate, total: input.rows.length })
    .onConflictDoNothing()
    .returning();
  let job = created;
  if (!job) {
    // The insert met the job of the same file: it exists.
    const existing = onlyRow(
      await db.select().from(schoolImportJobs).where(and(eq(schoolImportJobs.companyId, ctx.companyId), eq(schoolImportJobs.kind, input.kind), eq(schoolImportJobs.fileHash, hash))),
      'import job',
    );
    if (existing.status !== 'rechazado') return toJob(existing, true);
    job = onlyRow(
      await db
        .update(schoolImportJobs)
        .set({ status: 'pendiente', processed: 0, created: 0, errors: [], finishedAt: null, userId: ctx.userId, branchOfficeId: ctx.branchOfficeId, heartbeatAt: sql`now()` })
        .where(eq(schoolImportJobs.id, existing.id))
        .returning(),
      'import job',
    );
  }
  const run = input.kind === 'inscripciones' ? runEnrolmentJob : runDropsJob;
  setImmediate(() => {
    // While this process runs the job it refreshes the heartbeat; pollers take a stale one for a stopped process.
    const heartbeat = setInterval(() => {
      db.update(schoolImportJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(schoolImportJobs.id, job.id), inArray(schoolImportJobs.status, ACTIVE)))
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    run(db, kind, { ...ctx, branchOfficeId: job.branchOfficeId }, job.id)
      .catch((error: unknown) => failJob(db, job.id, error))
      .finally(() => clearInterval(heartbeat));
  });
  return toJob(job, !created);
}

/** The job failed while running: rechazado with the reason (unless it was already declared interrupted). */
async function failJob(db: Database, id: number, error: unknown): Promise<void> {
  if (error instanceof JobInterrupted) return;
  const message = error instanceof Error && 'statusCode' in error ? error.message : 'Error interno al importar; intente de nuevo';
  await db
    .update(schoolImportJobs)
    .set({ status: 'rechazado', created: 0, errors: [{ row: 0, field: 'file', message }], finishedAt: new Date() })
    .where(and(eq(schoolImportJobs.id, id), inArray(schoolImportJobs.status, ACTIVE)))
    .catch(() => undefined);
}

/** The job was declared interrupted (stale heartbeat) while it still ran: its writes roll back. */
class JobInterrupted extends Error {}

/**
 * Ends a job still procesando. Inside the job's transaction, a job another process declared interrupted
 * meanwhile throws, so the transaction rolls back and the job's status stays true to what was written.
 */
async function finish(db: Executor, id: number, values: { status: 'terminado' | 'rechazado'; created: number; errors: ImportRowError[]; processed: number }): Promise<void> {
  const ended = await db
    .update(schoolImportJobs)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(schoolImportJobs.id, id), eq(schoolImportJobs.status, 'procesando')))
    .returning({ id: schoolImportJobs.id });
  if (ended.length === 0) throw new JobInterrupted(INTERRUPTED);
}

const norm = (text: string | undefined) => (text ?? '').trim().toLocaleLowerCase('es-MX');

/** Resolves every row; all rows must be valid for anything to be written. */
async function resolveEnrolmentRows(db: Executor, ctx: SchoolContext, job: JobRow): Promise<{ items: ResolvedEnrolment[]; errors: ImportRowError[] }> {
  const rows = job.rows as NumberedRow<MassEnrolmentRow>[];
  const cycle = (await cycleOf(db, ctx.companyId, job.cycleId))!;
  const enrollments = [...new Set(rows.map((r) => (r.enrollment ?? '').trim()).filter(Boolean))];
  const [studentRows, gradeRows, groupRows, planRows, enrolled] = await Promise.all([
    enrollments.length === 0 ? [] : db.select({ id: students.id, enrollment: students.enrollment, gradeId: students.gradeId, classroomId: students.classroomId, paymentPlanId: students.paymentPlanId }).from(students).where(and(eq(students.companyId, ctx.companyId), isNull(students.deletedAt), inArray(students.enrollment, enrollments))),
    db.select({ id: grades.id, name: grades.name }).from(grades).where(eq(grades.companyId, ctx.companyId)),
    db.select({ id: classrooms.id, name: classrooms.name, gradeId: classrooms.gradeId, cycleId: classrooms.cycleId }).from(classrooms).where(eq(classrooms.companyId, ctx.companyId)),
    db.select({ id: paymentPlans.id, name: paymentPlans.name, isActive: paymentPlans.isActive }).from(paymentPlans).where(and(eq(paymentPlans.companyId, ctx.companyId), isNull(paymentPlans.deletedAt))),
    db.select({ studentId: schoolInscriptions.studentId }).from(schoolInscriptions).where(and(eq(schoolInscriptions.companyId, ctx.companyId), eq(schoolInscriptions.cycleId, job.cycleId), eq(schoolInscriptions.status, 'activa'))),
  ]);
  const studentOf = new Map(studentRows.map((s) => [s.enrollment, s]));
  const enrolledIds = new Set(enrolled.map((e) => e.studentId));
  const concepts = await planConcepts(db, ctx.companyId, planRows.filter((p) => p.isActive).map((p) => p.id));
  const errors: ImportRowError[] = [];
  const items: ResolvedEnrolment[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    const fail = (field: string, message: string) => errors.push({ row: row.row, field, message });
    const student = studentOf.get((row.enrollment ?? '').trim());
    if (!student) {
      fail('enrollment', row.enrollment ? `No existe un alumno con la matrícula ${row.enrollment}` : 'Este campo es requerido');
      continue;
    }
    if (seen.has(student.id)) fail('enrollment', 'La matrícula aparece dos veces en el archivo');
    seen.add(student.id);
    if (enrolledIds.has(student.id)) fail('enrollment', 'El alumno ya tiene una inscripción activa en este ciclo');
    const grade = row.gradeId ? gradeRows.find((g) => g.id === row.gradeId) : row.grade ? gradeRows.find((g) => norm(g.name) === norm(row.grade)) : gradeRows.find((g) => g.id === student.gradeId);
    if (!grade) {
      fail('grade', row.grade || row.gradeId ? 'El grado no existe' : 'Este campo es requerido');
      continue;
    }
    let classroomId: number | null = null;
    if (row.classroomId || row.group) {
      const group = groupRows.find((g) => (row.classroomId ? g.id === row.classroomId : norm(g.name) === norm(row.group)) && g.gradeId === grade.id && (g.cycleId === null || g.cycleId === job.cycleId));
      if (!group) fail('group', 'El grupo no existe en ese grado y ciclo');
      else classroomId = group.id;
    }
    const plan = row.paymentPlanId ? planRows.find((p) => p.id === row.paymentPlanId) : row.paymentPlan ? planRows.find((p) => norm(p.name) === norm(row.paymentPlan)) : planRows.find((p) => p.id === student.paymentPlanId);
    if (!plan) {
      fail('paymentPlan', row.paymentPlan || row.paymentPlanId ? 'El plan de pago no existe' : 'Este campo es requerido');
      continue;
    }
    const planList = concepts.get(plan.id) ?? [];
    if (!plan.isActive || planList.length === 0) {
      fail('paymentPlan', 'El plan de pago está inactivo o no tiene conceptos activos');
      continue;
    }
    items.push({ studentId: student.id, cycle, gradeId: grade.id, classroomId, paymentPlanId: plan.id, concepts: planList, inscriptionDate: job.inscriptionDate, importJobId: job.id });
  }
  return { items, errors };
}

/** Progress is written outside the job's transaction on PostgreSQL (PGlite has one connection: it waits for the end). */
async function progress(db: Database, kind: DatabaseKind, id: number, processed: number): Promise<void> {
  if (kind === 'postgres') await db.update(schoolImportJobs).set({ processed }).where(eq(schoolImportJobs.id, id));
}

async function claimJob(db: Database, id: number): Promise<JobRow | null> {
  const [job] = await db
    .update(schoolImportJobs)
    .set({ status: 'procesando', heartbeatAt: sql`now()` })
    .where(and(eq(schoolImportJobs.id, id), eq(schoolImportJobs.status, 'pendiente')))
    .returning();
  return job ?? null;
}

export async function runEnrolmentJob(db: Database, kind: DatabaseKind, ctx: SchoolContext, id: number): Promise<void> {
  const job = await claimJob(db, id);
  if (!job) return;
  const { items, errors } = await resolveEnrolmentRows(db, ctx, job);
  if (errors.length > 0) return finish(db, id, { status: 'rechazado', created: 0, errors, processed: job.total });
  await db.transaction(async (tx) => {
    for (let start = 0; start < items.length; start += CHUNK) {
      await writeEnrolments(tx, ctx, items.slice(start, start + CHUNK));
      // Students keep their current grade, group and plan (one statement per chunk).
      const chunk = items.slice(start, start + CHUNK);
      await tx.execute(sql`UPDATE students SET grade_id = v.grade_id, classroom_id = v.classroom_id, payment_plan_id = v.plan_id
        FROM (VALUES ${sql.join(chunk.map((i) => sql`(${i.studentId}::int, ${i.gradeId}::int, ${i.classroomId}::int, ${i.paymentPlanId}::int)`), sql`, `)}) AS v(student_id, grade_id, classroom_id, plan_id)
        WHERE students.id = v.student_id`);
      await progress(db, kind, id, Math.min(start + CHUNK, items.length));
    }
    await finish(tx, id, { status: 'terminado', created: items.length, errors: [], processed: job.total });
  });
}

export async function runDropsJob(db: Database, kind: DatabaseKind, ctx: SchoolContext, id: number): Promise<void> {
  const job = await claimJob(db, id);
  if (!job) return;
  const rows = job.rows as NumberedRow<DropRow>[];
  const enrollments = [...new Set(rows.map((r) => (r.enrollment ?? '').trim()).filter(Boolean))];
  const found = enrollments.length === 0 ? [] : await db
    .select({ inscriptionId: schoolInscriptions.id, enrollment: students.enrollment, inscriptionDate: schoolInscriptions.inscriptionDate })
    .from(schoolInscriptions)
    .innerJoin(students, eq(students.id, schoolInscriptions.studentId))
    .where(and(eq(schoolInscriptions.companyId, ctx.companyId), eq(schoolInscriptions.cycleId, job.cycleId), eq(schoolInscriptions.status, 'activa'), inArray(students.enrollment, enrollments)));
  const inscriptionOf = new Map(found.map((f) => [f.enrollment, f]));
  const errors: ImportRowError[] = [];
  const drops: { inscriptionId: number; date: string; reason: string }[] = [];
  for (const row of rows) {
    const inscription = inscriptionOf.get((row.enrollment ?? '').trim());
    const inscriptionId = inscription?.inscriptionId;
    const date = typeof row.date === 'string' ? isoDay(row.date) : null;
    const beforeEnrolment = inscription && date ? dropDateProblem(date, inscription.inscriptionDate) : null;
    const reason = (row.reason ?? '').trim();
    if (!inscriptionId) errors.push({ row: row.row, field: 'enrollment', message: 'El alumno no tiene una inscripción activa en el ciclo' });
    if (!date) errors.push({ row: row.row, field: 'date', message: dayInputProblem(row.date) });
    if (beforeEnrolment) errors.push({ row: row.row, field: 'date', message: beforeEnrolment });
    if (reason.length < 3) errors.push({ row: row.row, field: 'reason', message: 'Indique el motivo de la baja' });
    if (inscriptionId && drops.some((d) => d.inscriptionId === inscriptionId)) errors.push({ row: row.row, field: 'enrollment', message: 'La matrícula aparece dos veces en el archivo' });
    if (inscriptionId && date && !beforeEnrolment && reason.length >= 3) drops.push({ inscriptionId, date, reason });
  }
  if (errors.length > 0) return finish(db, id, { status: 'rechazado', created: 0, errors, processed: job.total });
  await db.transaction(async (tx) => {
    for (const drop of drops) {
      await tx.update(schoolInscriptions).set({ status: 'baja', dropDate: drop.date, dropReason: drop.reason }).where(eq(schoolInscriptions.id, drop.inscriptionId));
      await cancelChargesAfter(tx, drop.inscriptionId, drop.date, `Baja: ${drop.reason}`);
    }
    await finish(tx, id, { status: 'terminado', created: drops.length, errors: [], processed: job.total });
  });
}
