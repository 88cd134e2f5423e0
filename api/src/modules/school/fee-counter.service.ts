// The fee counter's read: the pending charges of a student or of a whole family, each priced as it would
// be paid today by the same function the payment uses (automatic surcharges, discounts, scholarships).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FeeCounterResponse, FeeCounterStudent, SchoolCharge } from '@mikro/contracts';
import { APPLICATION_FORM } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { classrooms, extraChargeTypes, extraCharges, families, grades, students } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/errors';
import { loadChargeBook, MODULE_SCHOOL, paymentsToday, priceCharge, readChargesWhere, type ChargeRow } from '../payments/index';
import { fullName, type SchoolContext } from './context';

export function toSchoolCharge(row: ChargeRow): SchoolCharge {
  return {
    id: row.id,
    studentId: row.studentId!,
    inscriptionId: row.schoolInscriptionId,
    schoolConceptId: row.conceptId,
    name: row.name,
    satCode: row.satCode,
    unitCode: row.unitCode,
    withIva: row.withIva,
    quantity: row.quantity,
    price: row.price,
    year: row.year,
    month: row.month,
    paymentDay: row.paymentDay,
    dueDate: row.dueDate,
    status: row.status,
    paymentId: row.paymentId,
  };
}

async function manualCharges(db: Executor, companyId: number): Promise<FeeCounterResponse['manualCharges']> {
  const rows = await db
    .select({ id: extraCharges.id, name: extraCharges.name, kind: extraChargeTypes.kind, quantity: extraCharges.quantity, typeApplication: extraCharges.typeApplication, operation: extraCharges.operation })
    .from(extraCharges)
    .innerJoin(extraChargeTypes, eq(extraChargeTypes.id, extraCharges.extraChargesTypeId))
    .where(and(eq(extraCharges.companyId, companyId), eq(extraCharges.isActive, true), isNull(extraCharges.deletedAt), eq(extraCharges.applicationForm, APPLICATION_FORM.Manual)))
    .orderBy(extraCharges.name);
  return rows.map((r) => ({ ...r, kind: r.kind as 1 | 2 | 3, typeApplication: r.typeApplication as 1 | 2 }));
}

export async function feeCounter(db: Executor, ctx: SchoolContext, query: { studentId?: number; familyId?: number }): Promise<FeeCounterResponse> {
  if (!query.studentId && !query.familyId) throw badRequest('Indique el alumno o la familia', [{ field: 'studentId', message: 'Este campo es requerido' }]);
  let family: FeeCounterResponse['family'] = null;
  let studentRows;
  const studentColumns = {
    id: students.id,
    name: students.name,
    lastNameFather: students.lastNameFather,
    lastNameMother: students.lastNameMother,
    enrollment: students.enrollment,
    familyId: students.familyId,
    grade: sql<string>`coalesce(${grades.name}, '')`,
    group: sql<string>`coalesce(${classrooms.name}, '')`,
  };
  const base = db
    .select(studentColumns)
    .from(students)
    .leftJoin(grades, eq(grades.id, students.gradeId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId));
  if (query.familyId) {
    const [row] = await db.select({ id: families.id, name: families.name }).from(families).where(and(eq(families.id, query.familyId), eq(families.companyId, ctx.companyId), isNull(families.deletedAt)));
    if (!row) throw notFound('Familia no encontrada');
    family = row;
    studentRows = await base.where(and(eq(students.familyId, row.id), eq(students.companyId, ctx.companyId), isNull(students.deletedAt))).orderBy(students.name);
  } else {
    studentRows = await base.where(and(eq(students.id, query.studentId!), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
    if (studentRows.length === 0) throw notFound('Alumno no encontrado');
  }
  const ids = studentRows.map((s) => s.id);
  const today = paymentsToday();
  const [rows, book, manual] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([] as ChargeRow[])
      : readChargesWhere(db, sql`c.company_id = ${ctx.companyId} AND c.module = ${MODULE_SCHOOL} AND c.status = 'pending' AND c.student_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
    loadChargeBook(db, ctx.companyId, [], ids),
    manualCharges(db, ctx.companyId),
  ]);
  const byStudent = new Map<number, FeeCounterStudent['charges']>();
  for (const row of rows) {
    const list = byStudent.get(row.studentId!) ?? [];
    list.push({ ...toSchoolCharge(row), today: priceCharge(row, book, today) });
    byStudent.set(row.studentId!, list);
  }
  return {
    today,
    family,
    students: studentRows.map((s) => ({
      id: s.id,
      name: fullName(s),
      enrollment: s.enrollment,
      familyId: s.familyId,
      grade: s.grade,
      group: s.group,
      scholarships: (book.scholarships.get(s.id) ?? []).map((c) => ({ id: c.id, name: c.name })),
      charges: byStudent.get(s.id) ?? [],
    })),
    manualCharges: manual,
  };
}
