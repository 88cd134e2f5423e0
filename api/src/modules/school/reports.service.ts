// The school's report calls: payments of a period with totals per method, lines grouped by concept,
// concepts charged on a day, a payment's invoice state, and a group's attendance list.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AttendanceList, ConceptsTodayReport, PaymentInvoiceState, SchoolPaymentReport, SchoolSaleReport } from '@mikro/contracts';
import { Money, findPaymentMethod, personNameSurnamesFirst } from '@mikro/domain';
import type { Executor } from '../../db/client';
import {
  campuses,
  cfdiInvoiceSources,
  cfdiInvoices,
  chargePaymentLines,
  chargePaymentMethods,
  chargePayments,
  classrooms,
  cycles,
  grades,
  schoolInscriptions,
  students,
  subjectAssignments,
  subjects,
  teachers,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/errors';
import { MODULE_SCHOOL, paymentsToday, paymentsWithCashier } from '../payments/index';
import { fullName, type SchoolContext } from './context';
import { dayRange } from './history.service';

function period(query: { from?: string; to?: string }): { from: string; to: string } {
  const today = paymentsToday();
  const from = query.from ?? today;
  const to = query.to ?? from;
  if (to < from) throw badRequest('El periodo no es válido', [{ field: 'to', message: 'Debe ser igual o posterior a la fecha inicial' }]);
  return { from, to };
}

function paidIn(ctx: SchoolContext, from: string, to: string) {
  const range = dayRange(from, to);
  return and(eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, MODULE_SCHOOL), gte(chargePayments.createdAt, sql`${range.start}`), lt(chargePayments.createdAt, sql`${range.end}`));
}

export async function schoolPaymentReport(db: Executor, ctx: SchoolContext, query: { from?: string; to?: string }): Promise<SchoolPaymentReport> {
  const { from, to } = period(query);
  const rows = await db.select().from(chargePayments).where(paidIn(ctx, from, to)).orderBy(asc(chargePayments.createdAt), asc(chargePayments.id));
  const live = rows.filter((r) => r.status !== 'cancelled');
  const methods = live.length === 0 ? [] : await db
    .select({ methodId: chargePaymentMethods.methodId, amount: sql<string>`sum(${chargePaymentMethods.applied})::text` })
    .from(chargePaymentMethods)
    .where(inArray(chargePaymentMethods.paymentId, live.map((r) => r.id)))
    .groupBy(chargePaymentMethods.methodId)
    .orderBy(chargePaymentMethods.methodId);
  return {
    from,
    to,
    payments: await paymentsWithCashier(db, rows),
    byMethod: methods.map((m) => ({ methodId: m.methodId, methodName: findPaymentMethod(m.methodId)?.name ?? '', amount: Money.of(m.amount).toFixed2() })),
    totals: {
      count: live.length,
      subtotal: Money.sum(live.map((r) => r.subtotal)).toFixed2(),
      tax: Money.sum(live.map((r) => r.tax)).toFixed2(),
      total: Money.sum(live.map((r) => r.total)).toFixed2(),
      cancelled: rows.length - live.length,
    },
  };
}

async function conceptTotals(db: Executor, ctx: SchoolContext, from: string, to: string) {
  return db
    .select({
      name: chargePaymentLines.conceptName,
      satCode: chargePaymentLines.satCode,
      lines: sql<number>`count(*)::int`,
      subtotal: sql<string>`sum(${chargePaymentLines.subtotal})::text`,
      tax: sql<string>`sum(${chargePaymentLines.tax})::text`,
      total: sql<string>`sum(${chargePaymentLines.total})::text`,
    })
    .from(chargePaymentLines)
    .innerJoin(chargePayments, eq(chargePayments.id, chargePaymentLines.paymentId))
    .where(and(paidIn(ctx, from, to), eq(chargePaymentLines.status, 'paid')))
    .groupBy(chargePaymentLines.conceptName, chargePaymentLines.satCode)
    .orderBy(chargePaymentLines.conceptName);
}

export async function schoolSaleReport(db: Executor, ctx: SchoolContext, query: { from?: string; to?: string }): Promise<SchoolSaleReport> {
  const { from, to } = period(query);
  const rows = await conceptTotals(db, ctx, from, to);
  const concepts = rows.map((r) => ({ name: r.name, satCode: r.satCode, lines: Number(r.lines), subtotal: Money.of(r.subtotal).toFixed2(), tax: Money.of(r.tax).toFixed2(), total: Money.of(r.total).toFixed2() }));
  return {
    from,
    to,
    concepts,
    totals: {
      lines: concepts.reduce((n, c) => n + c.lines, 0),
      subtotal: Money.sum(concepts.map((c) => c.subtotal)).toFixed2(),
      tax: Money.sum(concepts.map((c) => c.tax)).toFixed2(),
      total: Money.sum(concepts.map((c) => c.total)).toFixed2(),
    },
  };
}

export async function conceptsToday(db: Executor, ctx: SchoolContext, query: { date?: string }): Promise<ConceptsTodayReport> {
  const date = query.date ?? paymentsToday();
  const rows = await conceptTotals(db, ctx, date, date);
  const concepts = rows.map((r) => ({ name: r.name, count: Number(r.lines), total: Money.of(r.total).toFixed2() }));
  return { date, concepts, total: Money.sum(concepts.map((c) => c.total)).toFixed2() };
}

/** The invoice state of a school payment: its stamped flag and the CFDI invoices that cover it (issued by the invoicing module). */
export async function paymentInvoiceState(db: Executor, ctx: SchoolContext, paymentId: number): Promise<PaymentInvoiceState> {
  const [row] = await db
    .select({ id: chargePayments.id, serie: chargePayments.serie, folio: chargePayments.folio, stamped: chargePayments.stamped })
    .from(chargePayments)
    .where(and(eq(chargePayments.id, paymentId), eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, MODULE_SCHOOL)));
  if (!row) throw notFound('Pago no encontrado');
  const invoices = await db
    .select({ id: cfdiInvoices.id, uuid: cfdiInvoices.uuid, serie: cfdiInvoices.serie, folio: cfdiInvoices.folio, status: cfdiInvoices.status, total: cfdiInvoices.total, createdAt: cfdiInvoices.createdAt })
    .from(cfdiInvoiceSources)
    .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
    .where(and(eq(cfdiInvoiceSources.module, MODULE_SCHOOL), eq(cfdiInvoiceSources.sourceId, row.id), eq(cfdiInvoices.companyId, ctx.companyId)))
    .orderBy(asc(cfdiInvoices.id));
  return {
    paymentId: row.id,
    serie: row.serie,
    folio: row.folio,
    stamped: row.stamped === 1 ? 1 : 0,
    invoices: invoices.map((i) => ({ id: i.id, uuid: i.uuid ?? '', serie: i.serie, folio: String(i.folio), status: i.status, total: i.total, createdAt: i.createdAt.toISOString() })),
  };
}

export async function attendanceList(db: Executor, ctx: SchoolContext, query: { classroomId: number; cycleId?: number }): Promise<AttendanceList> {
  const [group] = await db
    .select({ id: classrooms.id, name: classrooms.name, cycleId: classrooms.cycleId, grade: grades.name, campus: sql<string>`coalesce(${campuses.name}, '')` })
    .from(classrooms)
    .innerJoin(grades, eq(grades.id, classrooms.gradeId))
    .leftJoin(campuses, eq(campuses.id, classrooms.campusId))
    .where(and(eq(classrooms.id, query.classroomId), eq(classrooms.companyId, ctx.companyId)));
  if (!group) throw notFound('Grupo no encontrado');
  const cycleId = query.cycleId ?? group.cycleId;
  if (!cycleId) throw badRequest('Indique el ciclo', [{ field: 'cycleId', message: 'Este campo es requerido' }]);
  const [cycle] = await db.select({ id: cycles.id, name: cycles.name }).from(cycles).where(and(eq(cycles.id, cycleId), eq(cycles.companyId, ctx.companyId)));
  if (!cycle) throw badRequest('El ciclo no existe', [{ field: 'cycleId', message: 'No existe' }]);
  const [enrolled, assigned] = await Promise.all([
    db
      .select({ id: students.id, enrollment: students.enrollment, name: students.name, lastNameFather: students.lastNameFather, lastNameMother: students.lastNameMother, status: schoolInscriptions.status })
      .from(schoolInscriptions)
      .innerJoin(students, eq(students.id, schoolInscriptions.studentId))
      .where(and(eq(schoolInscriptions.classroomId, group.id), eq(schoolInscriptions.cycleId, cycle.id), eq(schoolInscriptions.companyId, ctx.companyId), eq(schoolInscriptions.status, 'activa')))
      .orderBy(students.lastNameFather, students.lastNameMother, students.name),
    db
      .select({ subject: subjects.name, name: teachers.name, lastNameFather: teachers.lastNameFather, lastNameMother: teachers.lastNameMother })
      .from(subjectAssignments)
      .innerJoin(subjects, eq(subjects.id, subjectAssignments.subjectId))
      .leftJoin(teachers, eq(teachers.id, subjectAssignments.teacherId))
      .where(eq(subjectAssignments.classroomId, group.id))
      .orderBy(subjects.name),
  ]);
  return {
    classroom: { id: group.id, name: group.name, grade: group.grade, campus: group.campus },
    cycle,
    teachers: assigned.map((a) => ({ subject: a.subject, teacher: a.name ? fullName({ name: a.name, lastNameFather: a.lastNameFather ?? '', lastNameMother: a.lastNameMother ?? '' }) : '' })),
    students: enrolled.map((s, index) => ({
      number: index + 1,
      id: s.id,
      enrollment: s.enrollment,
      name: personNameSurnamesFirst(s.name, s.lastNameFather, s.lastNameMother),
      status: s.status as AttendanceList['students'][number]['status'],
    })),
  };
}
