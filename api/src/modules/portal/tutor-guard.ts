// Tutors reach only the portal: whatever permissions an administrator later gives the «Tutor» role, a tutor's call
// to any other API route is refused, except the few the signed-in shell itself needs (session, menu, preferences,
// password, the remotes list). Registered at the root so it covers every module.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../plugins/errors';
import { ONLY_TUTORS, tutorRoleIds } from './tutors.service';

export const NOT_FOR_TUTORS = 'Su cuenta de tutor solo da acceso al portal de familias';

const TUTOR_PREFIXES = ['/api/portal/', '/api/system/auth/'];
const TUTOR_ROUTES = new Set([
  '/api/system/logout',
  '/api/system/refresh-token',
  '/api/system/preferences',
  '/api/system/remotes',
  '/api/system/routes/known',
  '/api/system/users/update-password',
  '/api/icons',
]);
// The desk's invitation routes live under /api/portal/ but are not for tutors (the permission check refuses them too).
const DESK_PREFIX = '/api/portal/families/';

export const tutorGuard = fp(async (app: FastifyInstance) => {
  // is_tutor is set when a role is created and never changed, so each role's answer is kept.
  const known = new Map<number, boolean>();
  app.addHook('preValidation', async (request) => {
    const auth = request.auth;
    if (!auth) return;
    const url = request.routeOptions.url ?? '';
    const allowed = (TUTOR_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.startsWith(DESK_PREFIX)) || TUTOR_ROUTES.has(url);
    if (allowed) return;
    let isTutor = known.get(auth.roleId);
    if (isTutor === undefined) {
      isTutor = (await tutorRoleIds(app.db, [auth.roleId])).has(auth.roleId);
      known.set(auth.roleId, isTutor);
    }
    if (isTutor) throw forbidden(NOT_FOR_TUTORS);
  });
}, { name: 'portal-tutor-guard', dependencies: ['auth'] });

export { ONLY_TUTORS };
