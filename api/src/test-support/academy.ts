// Test support of the academy module: a session in a branch office running the academies, and rows made to measure.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { onlyRow } from '../db/rows';
import { academyActivities, academyConcepts, externals, students, teachers } from '../db/schema/index';
import { branchSession, type BranchSession } from './session';

export type AcademySession = BranchSession;

/** School staff (by default) working in the branch office that runs the academies in the demo data. */
export const academySession = (app: FastifyInstance, email = 'escolar@mikro.mx', branchName = 'Matriz Centro'): Promise<AcademySession> =>
  branchSession(app, email, branchName);

const tag = () => randomBytes(4).toString('hex');

export async function createActivity(db: Database, session: AcademySession): Promise<number> {
  const row = onlyRow(
    await db
      .insert(academyActivities)
      .values({ companyId: session.companyId, branchOfficeId: session.branchOfficeId, name: `Actividad ${tag()}` })
      .returning({ id: academyActivities.id }),
  );
  return row.id;
}

export async function createTeacher(db: Database, session: AcademySession): Promise<number> {
  const row = onlyRow(await db.insert(teachers).values({ companyId: session.companyId, name: `Maestro ${tag()}`, isAcademy: true }).returning({ id: teachers.id }));
  return row.id;
}

export async function createConcept(db: Database, session: AcademySession, spec: { price: string; conceptType: 'OneTime' | 'Monthly'; withIva?: boolean; name?: string }): Promise<number> {
  const row = onlyRow(
    await db
      .insert(academyConcepts)
      .values({
        companyId: session.companyId,
        branchOfficeId: session.branchOfficeId,
        name: spec.name ?? `${spec.conceptType === 'Monthly' ? 'Mensualidad' : 'Inscripción'} ${tag()}`,
        price: spec.price,
        conceptType: spec.conceptType,
        withIva: spec.withIva ?? false,
      })
      .returning({ id: academyConcepts.id }),
  );
  return row.id;
}

export async function createExternal(db: Database, session: AcademySession, birthDate: string | null = '2015-05-01'): Promise<number> {
  const row = onlyRow(
    await db
      .insert(externals)
      .values({ companyId: session.companyId, name: `Externo ${tag()}`, lastNameFather: 'Prueba', birthDate })
      .returning({ id: externals.id }),
  );
  return row.id;
}

export async function createStudent(db: Database, session: AcademySession, birthDate: string | null = '2015-05-01'): Promise<number> {
  const code = tag();
  const row = onlyRow(
    await db
      .insert(students)
      .values({ companyId: session.companyId, enrollment: `T${code}`, name: `Alumno ${code}`, lastNameFather: 'Prueba', birthDate })
      .returning({ id: students.id }),
  );
  return row.id;
}

export const slot = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });

export function groupBody(activityId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    activityId,
    name: `Grupo ${tag()}`,
    teacherId: null,
    cycleId: null,
    place: '',
    capacity: 10,
    minAge: null,
    maxAge: null,
    gradeIds: [],
    isActive: true,
    schedules: [slot(1, '16:00', '17:00')],
    ...overrides,
  };
}
