// Bearer-token authentication, role permissions per route and the X-Branch-Office context.
// Every /api route requires a valid session unless it declares `config: { public: true }`; a route that
// declares `config: { permission: { route, action } }` also requires that permission of the user's role.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, userSessions, users } from '../db/schema/index';
import type { ActionKey } from '../db/seed/route-tree';
import { TokenService } from '../modules/system/tokens';
import { forbidden, HttpError, unauthorized } from './errors';

export interface RoutePermission {
  /** The route url of the menu tree, e.g. '/usuarios'. */
  route: string;
  action: ActionKey;
}

export interface AuthContext {
  userId: number;
  sessionId: string;
  companyId: number;
  roleId: number;
  roleName: string;
  isAdmin: boolean;
  /** May change what all companies share (the remotes configuration); a role flag no API route writes. */
  isPlatformOperator: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set on every authenticated route; null on public ones. */
    auth: AuthContext | null;
    /** The branch office of the X-Branch-Office header (validated), or null when absent. */
    branchOfficeId: number | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** An admin is a user whose role id is 1 or whose role name is 'Desarrollador'. */
export function isAdminRole(role: { id: number; name: string }): boolean {
  return role.id === 1 || role.name === 'Desarrollador';
}

/** The caller of an authenticated route. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

interface RequestChecks {
  permission: RoutePermission | undefined;
  branchOfficeId: number | null;
}

interface RequestContext {
  auth: AuthContext;
  /** Whether the role holds the route's permission (true when the route declares none). */
  permitted: boolean;
  /** Whether the user may enter the requested branch office (true when none was requested). */
  inBranchOffice: boolean;
}

/**
 * The session, the role's permission and the branch-office access in ONE round trip: this runs on every
 * request, so it is the floor under every endpoint's latency.
 */
async function loadRequestContext(db: Database, token: string, tokens: TokenService, checks: RequestChecks): Promise<RequestContext | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const { permission, branchOfficeId } = checks;
  const permitted = permission
    ? sql<boolean>`exists (
        select 1 from role_permissions rp
        join routes rt on rt.id = rp.route_id and rt.is_active
        join actions a on a.id = rp.action_id
        where rp.role_id = ${roles.id} and rt.url = ${permission.route} and a.key = ${permission.action})`
    : sql<boolean>`true`;
  const inBranchOffice =
    branchOfficeId !== null
      ? sql<boolean>`exists (
          select 1 from user_branch_offices ubo
          join branch_offices bo on bo.id = ubo.branch_office_id
          where ubo.user_id = ${users.id} and ubo.branch_office_id = ${branchOfficeId} and bo.company_id = ${users.companyId})`
      : sql<boolean>`true`;
  const [row] = await db
    .select({ companyId: users.companyId, roleId: roles.id, roleName: roles.name, isPlatformOperator: roles.isPlatformOperator, permitted, inBranchOffice })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    // A role only counts inside its own company.
    .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.companyId, users.companyId)))
    .where(
      and(
        eq(userSessions.id, claims.sessionId),
        eq(userSessions.userId, claims.userId),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  // The role is read from the database, not the token, so a role change applies at once.
  const isAdmin = isAdminRole({ id: row.roleId, name: row.roleName });
  return {
    auth: {
      userId: claims.userId,
      sessionId: claims.sessionId,
      companyId: row.companyId,
      roleId: row.roleId,
      roleName: row.roleName,
      isAdmin,
      isPlatformOperator: row.isPlatformOperator,
    },
    permitted: isAdmin || Boolean(row.permitted),
    inBranchOffice: Boolean(row.inBranchOffice),
  };
}

/** The X-Branch-Office header: absent (null), a positive id, or malformed (NaN). */
function branchOfficeOf(request: FastifyRequest): number | null {
  const header = request.headers['x-branch-office'];
  if (header === undefined) return null;
  const id = Number(header);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string }) => {
    app.decorate('tokens', new TokenService(options.jwtSecret));
    app.decorateRequest('auth', null);
    app.decorateRequest('branchOfficeId', null);

    const authenticate: onRequestHookHandler = async (request) => {
      const token = bearerOf(request);
      const requested = branchOfficeOf(request);
      const malformed = Number.isNaN(requested);
      const permission = request.routeOptions.config.permission;
      const context = token
        ? await loadRequestContext(app.db, token, app.tokens, { permission, branchOfficeId: malformed ? null : requested })
        : null;
      if (!context) throw unauthorized();
      request.auth = context.auth;
      if (!context.permitted) throw forbidden();
      if (malformed || !context.inBranchOffice) throw new HttpError(403, 'No tiene acceso a esta sucursal');
      request.branchOfficeId = requested;
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.config?.public) return;
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [authenticate, ...existing];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
