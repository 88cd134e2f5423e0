// A student's scholarships: extra charges of kind Becas (3) assigned to the student, applied to the school charges
// of the concepts it covers (every concept when it names none). Each assignment records who granted it and when.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StudentScholarship } from '@mikro/contracts';
import { EXTRA_CHARGE_KIND } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { extraChargeTypes, extraCharges, schoolConcepts, studentScholarships, students, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/errors';
import type { SchoolContext } from './context';

async function requireStudent(db: Executor, ctx: SchoolContext, studentId: number): Promise<void> {
  const [row] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
  if (!row) throw notFound('Alumno no encontrado');
}

export async function listScholarships(db: Executor, ctx: SchoolContext, studentId: number): Promise<StudentScholarship[]> {
  await requireStudent(db, ctx, studentId);
  const rows = await db
    .select({
      held: studentScholarships,
      name: extraCharges.name,
      quantity: extraCharges.quantity,
      typeApplication: extraCharges.typeApplication,
      startDate: extraCharges.startDate,
      endDate: extraCharges.endDate,
      chargeActive: extraCharges.isActive,
      grantedBy: users.name,
    })
    .from(studentScholarships)
    .innerJoin(extraCharges, eq(extraCharges.id, studentScholarships.extraChargeId))
    .leftJoin(users, eq(users.id, studentScholarships.grantedBy))
    .where(and(eq(studentScholarships.studentId, studentId), eq(studentScholarships.companyId, ctx.companyId)))
    .orderBy(studentScholarships.id);
  const conceptIds = [...new Set(rows.flatMap((r) => r.held.conceptIds))];
  const names = new Map(
    conceptIds.length === 0
      ? []
      : (await db.select({ id: schoolConcepts.id, name: schoolConcepts.name }).from(schoolConcepts).where(and(eq(schoolConcepts.companyId, ctx.companyId), inArray(schoolConcepts.id, conceptIds)))).map(
          (c): [number, string] => [c.id, c.name],
        ),
  );
  return rows.map((r) => ({
    id: r.held.id,
    studentId: r.held.studentId,
    extraChargeId: r.held.extraChargeId,
    name: r.name,
    quantity: r.quantity,
    typeApplication: r.typeApplication === 2 ? 2 : 1,
    isActive: r.held.isActive,
    startDate: r.startDate,
    endDate: r.endDate,
    catalogueActive: r.chargeActive,
    grantedBy: r.grantedBy,
    grantedAt: r.held.grantedAt ? r.held.grantedAt.toISOString() : null,
    concepts: r.held.conceptIds.map((id) => ({ id, name: names.get(id) ?? '' })),
  }));
}

/** Assigns (or re-activates / deactivates) a scholarship; the extra charge must be an active Beca of the company. */
export async function assignScholarship(
  db: Executor,
  ctx: SchoolContext,
  studentId: number,
  input: { extraChargeId: number; isActive?: boolean; conceptIds?: number[] },
): Promise<StudentScholarship[]> {
  await requireStudent(db, ctx, studentId);
  const [charge] = await db
    .select({ id: extraCharges.id, kind: extraChargeTypes.kind })
    .from(extraCharges)
    .innerJoin(extraChargeTypes, eq(extraChargeTypes.id, extraCharges.extraChargesTypeId))
    .where(and(eq(extraCharges.id, input.extraChargeId), eq(extraCharges.companyId, ctx.companyId), isNull(extraCharges.deletedAt)));
  if (!charge) throw badRequest('La beca no existe', [{ field: 'extraChargeId', message: 'No existe' }]);
  if (charge.kind !== EXTRA_CHARGE_KIND.Becas) throw badRequest('El cargo extra no es una beca', [{ field: 'extraChargeId', message: 'Debe ser de tipo Becas' }]);
  const conceptIds = [...new Set(input.conceptIds ?? [])];
  if (conceptIds.length > 0) {
    const known = await db.select({ id: schoolConcepts.id }).from(schoolConcepts).where(and(eq(schoolConcepts.companyId, ctx.companyId), inArray(schoolConcepts.id, conceptIds)));
    if (known.length !== conceptIds.length) throw badRequest('Un concepto que cubre la beca no existe', [{ field: 'conceptIds', message: 'Algún concepto no existe' }]);
  }
  const isActive = input.isActive ?? true;
  // Assigning or switching it on again records who granted it; switching it off keeps the last grant.
  const granted = isActive ? { grantedBy: ctx.userId, grantedAt: sql`now()` } : {};
  // The concepts covered change only when given (switching a scholarship off or on keeps them).
  const covers = input.conceptIds === undefined ? {} : { conceptIds };
  await db
    .insert(studentScholarships)
    .values({ companyId: ctx.companyId, studentId, extraChargeId: charge.id, isActive, ...granted, ...covers })
    .onConflictDoUpdate({ target: [studentScholarships.studentId, studentScholarships.extraChargeId], set: { isActive, ...granted, ...covers } });
  return listScholarships(db, ctx, studentId);
}
