// The families' portal (/api/portal/…): tutor accounts invited from a family's page, and what a tutor reads of
// their own family — children with pending charges priced today, statement, receipts and invoices, «Facturar» and
// the family's fiscal data. Scoping rule:
// the family comes from the caller's tutor link on the server, never from the request (docs/adr/0026-families-portal.md).
import fp from 'fastify-plugin';
import { accountRoutes } from './account.routes';
import { portalRoutes } from './portal.routes';
import { tutorGuard } from './tutor-guard';
import { tutorsRoutes } from './tutors.routes';

export { ensureTutorRole, listFamilyTutors, tutorOf } from './tutors.service';
export type { Tutor } from './tutors.service';

export interface PortalModuleOptions {
  /** The address users reach the product at: the invitation link points there. */
  publicUrl: string;
  /** The application's secret, from which invoicing derives its keys («Facturar» goes through self-invoicing). */
  secret: string;
}

/** Registered without encapsulation so that the tutor guard's hook covers every route of the app. */
export const portalModule = fp<PortalModuleOptions>(async (app, options) => {
  await app.register(tutorGuard);
  await app.register(tutorsRoutes, { publicUrl: options.publicUrl });
  await app.register(portalRoutes);
  await app.register(accountRoutes, { secret: options.secret, publicUrl: options.publicUrl });
}, { name: 'portal', dependencies: ['auth'] });
