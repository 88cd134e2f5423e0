// Routes appended to the route tree after databases already exist. The reference seed inserts the route
// (and its actions) everywhere; this grants it, once, to the roles that already work where it belongs.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';

/** A new route and the existing route whose holders receive it (with the actions both routes offer). */
const ADDED_ROUTES: { routeId: number; likeRouteId: number }[] = [
  // The fee counter: whoever manages the school's students (route 40, /colegio/alumnos) collects their fees.
  { routeId: 140, likeRouteId: 40 },
  // The outbox of e-mails (Correos): whoever manages the users (route 105, /usuarios) reads their password-reset mail.
  { routeId: 141, likeRouteId: 105 },
  // The school payment history (reprinting receipts, cancelling): whoever works the fee counter (route 140).
  { routeId: 142, likeRouteId: 140 },
  // Online payments by method: whoever reads the school's income report (route 94).
  { routeId: 146, likeRouteId: 94 },
  // The desk's online payments (marking a sandbox reference paid): whoever works the fee counter (route 140).
  { routeId: 147, likeRouteId: 140 },
  // The customer fiscal-data book (/facturas/clientes): whoever keeps the SAT keys of invoicing (route 81, /sat/invoice-keys),
  // with its ver, editar and eliminar.
  { routeId: 148, likeRouteId: 81 },
];

/**
 * Runs after the route tree and its actions are inserted. Grants only while nobody holds the new route yet,
 * so a permission an administrator removed later is never given back.
 */
export async function grantAddedRoutes(tx: Transaction): Promise<void> {
  for (const { routeId, likeRouteId } of ADDED_ROUTES) {
    await tx.execute(sql`
      INSERT INTO role_permissions (role_id, route_id, action_id, company_id)
      SELECT rp.role_id, ${routeId}, rp.action_id, rp.company_id
      FROM role_permissions rp
      WHERE rp.route_id = ${likeRouteId}
        AND rp.action_id IN (SELECT action_id FROM route_actions WHERE route_id = ${routeId})
        AND NOT EXISTS (SELECT 1 FROM role_permissions held WHERE held.route_id = ${routeId})
      ON CONFLICT DO NOTHING`);
  }
}
