// Test support of online payments: a school family with two enrolled children and its tutor signed in to the portal.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FeeCounterResponse, TutorInvitation } from '@mikro/contracts';
import type { Database } from '../db/client';
import { bearer, loginAs } from './session';
import { createFamily, createSchoolSetup, createStudent, enrol, onDay, schoolSession, type SchoolSession, type SchoolSetup } from './school';

const PASSWORD = 'TutorPagos1!';

export interface Tutor {
  send(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

export interface PayingFamily {
  familyId: number;
  children: number[];
  tutor: Tutor;
}

/** Invites a tutor to the family from the desk, sets the password through the link, and signs in. */
export async function tutorOfFamily(app: FastifyInstance, desk: SchoolSession, familyId: number, email: string): Promise<Tutor> {
  const invited = await desk.send('POST', `/api/portal/families/${familyId}/tutors`, { name: 'Tutor de pagos', email });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.statusCode} ${invited.body}`);
  const key = /\/reset-password\/([\w-]+)$/.exec(invited.json<TutorInvitation>().link)?.[1];
  const reset = await app.inject({ method: 'POST', url: '/api/system/auth/reset-password', payload: { key, password: PASSWORD, passwordConfirm: PASSWORD } });
  if (reset.statusCode !== 200) throw new Error(`set password failed: ${reset.body}`);
  const { token } = await loginAs(app, email, PASSWORD);
  return { send: (method, url, payload) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(token) }) };
}

/** A family of `children` enrolled students (every month of the cycle charged) and its signed-in tutor. */
export async function payingFamily(app: FastifyInstance, db: Database, desk: SchoolSession, setup: SchoolSetup, email: string, children = 2): Promise<PayingFamily> {
  const familyId = await createFamily(db, desk.companyId);
  const ids: number[] = [];
  for (let index = 0; index < children; index++) {
    const { id } = await createStudent(db, desk.companyId, familyId);
    await enrol(desk, setup, id);
    ids.push(id);
  }
  return { familyId, children: ids, tutor: await tutorOfFamily(app, desk, familyId, email) };
}

/** The student's pending charges as the fee counter shows them on `day`. */
export async function pendingOn(desk: SchoolSession, studentId: number, day: string) {
  return onDay(day, async () => (await desk.send('GET', `/api/school/charges/pending?studentId=${studentId}`)).json<FeeCounterResponse>().students[0]?.charges ?? []);
}

export { createSchoolSetup, onDay, schoolSession };
