// Demo school data of a fresh database: groups of the active cycle in Plantel Centro (Matriz Centro) and
// Plantel Sur (Campus Sur), the payment plan's due days, a second family, a scholarship, and every demo
// student enrolled with the charges of the cycle (written by the same code as a real enrolment).
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../client';
import { onlyRow } from '../rows';
import {
  campuses,
  classrooms,
  cycles,
  extraChargeTypes,
  extraCharges,
  families,
  grades,
  paymentPlanConcepts,
  paymentPlans,
  studentScholarships,
  students,
  users,
} from '../schema/index';
import { cycleOf, planConcepts, writeEnrolments } from '../../modules/school/index';

export async function seedDemoSchool(tx: Transaction, companyId: number, branchIds: Map<string, number>): Promise<void> {
  const [cycle] = await tx.select({ id: cycles.id }).from(cycles).where(and(eq(cycles.companyId, companyId), eq(cycles.isActive, true)));
  const [plan] = await tx.select({ id: paymentPlans.id }).from(paymentPlans).where(eq(paymentPlans.companyId, companyId)).orderBy(asc(paymentPlans.id)).limit(1);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1);
  const gradeRows = await tx.select({ id: grades.id, name: grades.name }).from(grades).where(eq(grades.companyId, companyId)).orderBy(asc(grades.order));
  const [firstGrade, secondGrade, thirdGrade] = gradeRows;
  if (!cycle || !plan || !user || !firstGrade || !secondGrade || !thirdGrade) return;
  const campusRows = await tx.select({ id: campuses.id, branchOfficeId: campuses.branchOfficeId }).from(campuses).where(eq(campuses.companyId, companyId));
  const matriz = branchIds.get('matriz')!;
  const sur = branchIds.get('sur')!;
  const centro = campusRows.find((c) => c.branchOfficeId === matriz)!;
  const plantelSur = campusRows.find((c) => c.branchOfficeId === sur)!;

  // The plan's inscription falls due on the first day of the cycle's month; tuition on day 10.
  await tx.update(paymentPlanConcepts).set({ paymentDay: 10 }).where(eq(paymentPlanConcepts.paymentPlanId, plan.id));

  const groupRows = await tx
    .insert(classrooms)
    .values([
      ...gradeRows.slice(0, 3).map((g) => ({ companyId, campusId: centro.id, gradeId: g.id, cycleId: cycle.id, name: `${g.name.split(' ')[0]} A`, capacity: 30 })),
      { companyId, campusId: plantelSur.id, gradeId: firstGrade.id, cycleId: cycle.id, name: '1° Sur', capacity: 25 },
    ])
    .returning({ id: classrooms.id, gradeId: classrooms.gradeId, campusId: classrooms.campusId });

  const martinez = onlyRow(
    await tx
      .insert(families)
      .values({ companyId, name: 'Familia Martínez Rivera', fatherName: 'Carlos Martínez', motherName: 'Laura Rivera', phone: '8187654321', email: 'familia.martinez@example.mx' })
      .returning({ id: families.id }),
  );
  await tx.insert(students).values([
    { companyId, familyId: martinez.id, campusId: centro.id, gradeId: firstGrade.id, paymentPlanId: plan.id, enrollment: 'A2026003', name: 'Valeria', lastNameFather: 'Martínez', lastNameMother: 'Rivera', searchName: 'VALERIA MARTÍNEZ RIVERA', gender: 'M', curp: 'MARV190512MNLRVL08', birthDate: '2019-05-12' },
    { companyId, familyId: martinez.id, campusId: centro.id, gradeId: secondGrade.id, paymentPlanId: plan.id, enrollment: 'A2026004', name: 'Santiago', lastNameFather: 'Martínez', lastNameMother: 'Rivera', searchName: 'SANTIAGO MARTÍNEZ RIVERA', gender: 'H', curp: 'MARS180303HNLRVN03', birthDate: '2018-03-03' },
    { companyId, familyId: martinez.id, campusId: centro.id, gradeId: thirdGrade.id, paymentPlanId: plan.id, enrollment: 'A2026005', name: 'Regina', lastNameFather: 'Martínez', lastNameMother: 'Rivera', searchName: 'REGINA MARTÍNEZ RIVERA', gender: 'M', curp: 'MARR170920MNLRVG03', birthDate: '2017-09-20' },
    { companyId, campusId: plantelSur.id, gradeId: firstGrade.id, paymentPlanId: plan.id, enrollment: 'S2026001', name: 'Emilio', lastNameFather: 'Garza', lastNameMother: 'Ortiz', searchName: 'EMILIO GARZA ORTIZ', gender: 'H' },
  ]);

  const becas = onlyRow(
    await tx.select({ id: extraChargeTypes.id }).from(extraChargeTypes).where(and(eq(extraChargeTypes.companyId, companyId), eq(extraChargeTypes.kind, 3))),
    'Becas charge type',
  );
  const beca = onlyRow(
    await tx
      .insert(extraCharges)
      .values({ companyId, name: 'Beca hermanos 10 %', quantity: '10', typeApplication: 1, operation: 'subtraction', applicationForm: 1, extraChargesTypeId: becas.id })
      .returning({ id: extraCharges.id }),
  );

  const cycleRow = (await cycleOf(tx, companyId, cycle.id))!;
  const concepts = (await planConcepts(tx, companyId, [plan.id])).get(plan.id)!;
  const studentRows = await tx.select().from(students).where(eq(students.companyId, companyId)).orderBy(asc(students.id));
  const inscriptionDate = cycleRow.startDate ?? '2026-08-24';
  for (const branchOfficeId of [matriz, sur]) {
    const campusId = branchOfficeId === matriz ? centro.id : plantelSur.id;
    const here = studentRows.filter((s) => (s.campusId ?? centro.id) === campusId && s.gradeId !== null);
    const items = here.map((s) => {
      const group = groupRows.find((g) => g.gradeId === s.gradeId && g.campusId === campusId) ?? null;
      // The demo enrolments were written on their enrolment day (the cycle's start): the months since are owed.
      return { studentId: s.id, cycle: cycleRow, gradeId: s.gradeId!, classroomId: group?.id ?? null, paymentPlanId: plan.id, concepts, inscriptionDate, createdOn: inscriptionDate };
    });
    await writeEnrolments(tx, { companyId, userId: user.id, branchOfficeId }, items);
    for (const item of items) {
      await tx.update(students).set({ classroomId: item.classroomId, campusId }).where(eq(students.id, item.studentId));
    }
  }
  const santiago = studentRows.find((s) => s.enrollment === 'A2026004');
  if (santiago) await tx.insert(studentScholarships).values({ companyId, studentId: santiago.id, extraChargeId: beca.id });
}
