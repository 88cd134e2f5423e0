// The families' portal (/api/portal/…): tutor accounts invited from a family's page, and what a tutor reads of
// their own family — children with pending charges priced today, statement, receipts and invoices. Scoping rule:
// the family comes from the caller's tutor link on the server, never from the request (docs/adr/0026-families-portal.md).
import fp from 'fastify-plugin';
import { portalRoutes } from './portal.routes';
import { tutorGuard } from './tutor-guard';
import { tutorsRoutes } from './tutors.routes';

export { ensureTutorRole, listFamilyTutors, tutorOf } from './tutors.service';
export type { Tutor } from './tutors.service';

export interface PortalModuleOptions {
  /** The address users reach the product at: the invitation link points there. */
  publicUrl: string;
}

/** Registered without encapsulation so that the tutor guard's hook covers every route of the app. */
export const portalModule = fp<PortalModuleOptions>(async (app, options) => {
  await app.register(tutorGuard);
  await app.register(tutorsRoutes, { publicUrl: options.publicUrl });
  await app.register(portalRoutes);
}, { name: 'portal', dependencies: ['auth'] });
