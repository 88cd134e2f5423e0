// School payment history, a student's account statement, and the identifier search.
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatement, AccountStatementMovement, ChargePayment, Paginated, SchoolPaymentListQuery, StudentIdentifierMatch } from '@mikro/contracts';
import { Money, INSTITUTION_TIME_ZONE, accountStatementTotals, institutionToday } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { chargePaymentLines, chargePayments, classrooms, grades, students } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import { MODULE_SCHOOL, concessionsOfStudent, listConcessions, paymentsToday, paymentsWithCashier, readChargesWhere } from '../payments/index';
import { fullName, type SchoolContext } from './context';
import { toSchoolCharge } from './fee-counter.service';

/** Mexico City day bounds as timestamps: [from 00:00, to+1 00:00). */
export function dayRange(from: string, to: string): { start: SQL; end: SQL } {
  return {
    start: sql`(${from}::date::timestamp AT TIME ZONE ${INSTITUTION_TIME_ZONE})`,
    end: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${INSTITUTION_TIME_ZONE})`,
  };
}

export async function listSchoolPayments(db: Executor, ctx: SchoolContext, query: SchoolPaymentListQuery): Promise<Paginated<ChargePayment>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const conditions: SQL[] = [eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, MODULE_SCHOOL)];
  if (query.from) conditions.push(gte(chargePayments.createdAt, sql`${dayRange(query.from, query.from).start}`));
  if (query.to) conditions.push(lt(chargePayments.createdAt, sql`${dayRange(query.to, query.to).end}`));
  if (query.studentId) {
    conditions.push(
      or(
        eq(chargePayments.studentId, query.studentId),
        sql`EXISTS (SELECT 1 FROM charge_payment_lines l WHERE l.payment_id = ${chargePayments.id} AND l.student_id = ${query.studentId})`,
      )!,
    );
  }
  if (query.familyId) conditions.push(eq(chargePayments.familyId, query.familyId));
  if (query.folio) conditions.push(eq(chargePayments.folio, query.folio));
  if (query.status) conditions.push(eq(chargePayments.status, query.status));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(chargePayments).where(where).orderBy(desc(chargePayments.createdAt), desc(chargePayments.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(chargePayments).where(where),
  ]);
  const { total } = onlyRow(totals);
  return { data: await paymentsWithCashier(db, rows), count: rows.length, total: Number(total), page, pageCount: Math.ceil(Number(total) / limit) };
}

/**
 * A student's account statement: every school charge and every payment that paid one of them, with the
 * movements in date order and a running balance (charges add their amount, payments subtract what they paid).
 */
export async function accountStatement(db: Executor, ctx: SchoolContext, studentId: number): Promise<AccountStatement> {
  // Student, charges and paid lines in parallel (one round trip of waiting on PostgreSQL's pool).
  const [[student], chargeRows, paidLines] = await Promise.all([
    db
      .select({
        id: students.id,
        name: students.name,
        lastNameFather: students.lastNameFather,
        lastNameMother: students.lastNameMother,
        enrollment: students.enrollment,
        familyId: students.familyId,
        grade: sql<string>`coalesce(${grades.name}, '')`,
        group: sql<string>`coalesce(${classrooms.name}, '')`,
      })
      .from(students)
      .leftJoin(grades, eq(grades.id, students.gradeId))
      .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.id, studentId), eq(students.companyId, ctx.companyId))),
    readChargesWhere(db, sql`c.company_id = ${ctx.companyId} AND c.module = ${MODULE_SCHOOL} AND c.student_id = ${studentId}`),
    db
      .select({ line: chargePaymentLines, payment: chargePayments })
      .from(chargePaymentLines)
      .innerJoin(chargePayments, eq(chargePayments.id, chargePaymentLines.paymentId))
      .where(and(eq(chargePaymentLines.studentId, studentId), eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, MODULE_SCHOOL)))
      .orderBy(asc(chargePayments.createdAt), asc(chargePaymentLines.id)),
  ]);
  if (!student) throw notFound('Alumno no encontrado');
  const today = paymentsToday();
  const charges = chargeRows.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id).map(toSchoolCharge);
  const amountOf = (c: { price: string; quantity: number }) => Money.of(c.price).times(c.quantity).round();
  const live = charges.filter((c) => c.status !== 'cancelled');
  const payments = new Map<number, (typeof paidLines)[number]['payment']>();
  for (const { payment } of paidLines) payments.set(payment.id, payment);

  type Event = Omit<AccountStatementMovement, 'balance'> & { sortKey: string };
  const events: Event[] = live.map((c) => ({
    sortKey: `${c.dueDate}T00`,
    date: c.dueDate,
    kind: 'cargo',
    description: `${c.name} ${String(c.month).padStart(2, '0')}/${c.year}`,
    charge: amountOf(c).toFixed2(),
    payment: '0.00',
    chargeId: c.id,
    paymentId: null,
    serie: null,
    folio: null,
  }));
  for (const { line, payment } of paidLines) {
    // Movements fall on the institution's calendar day (a payment at 23:30 in Mexico City is already the next
    // day in UTC); the instant orders those of one day.
    const at = payment.createdAt.toISOString();
    const day = institutionToday(payment.createdAt);
    // A payment line settles its charge's base; surcharges add to and discounts take from what is owed.
    const adjust = Money.of(line.total).minus(line.base);
    if (!adjust.isZero()) {
      events.push({ sortKey: `${day}T01${at}`, date: day, kind: 'cargo', description: `Ajustes de ${line.conceptName}`, charge: adjust.toFixed2(), payment: '0.00', chargeId: line.chargeId, paymentId: payment.id, serie: payment.serie, folio: payment.folio });
    }
    events.push({ sortKey: `${day}T02${at}`, date: day, kind: 'pago', description: `Pago ${payment.serie}-${payment.folio}: ${line.conceptName}`, charge: '0.00', payment: line.total, chargeId: line.chargeId, paymentId: payment.id, serie: payment.serie, folio: payment.folio });
    if (line.status === 'cancelled' && line.cancelledAt) {
      const when = line.cancelledAt.toISOString();
      const cancelDay = institutionToday(line.cancelledAt);
      // The payment and its adjustments are undone: the charge's base is owed again.
      events.push({ sortKey: `${cancelDay}T03${when}`, date: cancelDay, kind: 'cancelacion', description: `Cancelación ${payment.serie}-${payment.folio}: ${line.cancelReason}`, charge: Money.of(line.base).toFixed2(), payment: '0.00', chargeId: line.chargeId, paymentId: payment.id, serie: payment.serie, folio: payment.folio });
    }
  }
  events.sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  let balance = Money.ZERO;
  const movements: AccountStatementMovement[] = events.map(({ sortKey: _sortKey, ...event }) => {
    balance = balance.plus(event.charge).minus(event.payment);
    return { ...event, balance: balance.toFixed2() };
  });
  return {
    student: { id: student.id, name: fullName(student), enrollment: student.enrollment, familyId: student.familyId, grade: student.grade, group: student.group },
    charges,
    payments: await paymentsWithCashier(db, [...payments.values()]),
    movements,
    concessions: await listConcessions(db, ctx.companyId, MODULE_SCHOOL, concessionsOfStudent(studentId)),
    totals: accountStatementTotals(
      charges.map((c) => ({ amount: amountOf(c), status: c.status, dueDate: c.dueDate })),
      paidLines.map(({ line }) => line),
      today,
    ),
  };
}

/** Equality search on the enrolment number (one or more results means the identifier exists). */
export async function identifierSearch(db: Executor, companyId: number, identifier: string): Promise<StudentIdentifierMatch[]> {
  const rows = await db
    .select({ id: students.id, enrollment: students.enrollment, name: students.name, lastNameFather: students.lastNameFather, lastNameMother: students.lastNameMother, curp: students.curp, familyId: students.familyId, isActive: students.isActive })
    .from(students)
    .where(and(eq(students.companyId, companyId), eq(students.enrollment, identifier.trim())))
    .orderBy(students.id);
  return rows.map((r) => ({ id: r.id, enrollment: r.enrollment, name: fullName(r), curp: r.curp, familyId: r.familyId, isActive: r.isActive }));
}
