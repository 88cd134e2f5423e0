// Bearer-token authentication, role permissions per route and the X-Branch-Office context.
// Every /api route requires a valid session unless it declares `config: { public: true }`; a route that
// declares `config: { permission: { route, action } }` also requires that permission of the user's role.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, userSessions, users } from '../db/schema/index';
import type { ActionKey } from '../db/seed/route-tree';
import { TokenService } from '../modules/system/tokens';
import { hasPermission, mayEnterBranchOffice } from '../modules/system/access.service';
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

/** SPEC §6: an admin is a user whose role id is 1 or whose role name is 'Desarrollador'. */
export function isAdminRole(role: { id: number; name: string }): boolean {
  return role.id === 1 || role.name === 'Desarrollador';
}

/** The caller of an authenticated route. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

async function loadSession(db: Database, token: string, tokens: TokenService): Promise<AuthContext | null> {
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({ companyId: users.companyId, roleId: roles.id, roleName: roles.name })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(userSessions.id, claims.sessionId),
        eq(userSessions.userId, claims.userId),
        isNull(userSessions.revokedAt),
        eq(users.isActive, true),
      ),
    );
  if (!row) return null;
  // The role is read from the database, not the token, so a role change applies at once.
  return {
    userId: claims.userId,
    sessionId: claims.sessionId,
    companyId: row.companyId,
    roleId: row.roleId,
    roleName: row.roleName,
    isAdmin: isAdminRole({ id: row.roleId, name: row.roleName }),
  };
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
      const auth = token ? await loadSession(app.db, token, app.tokens) : null;
      if (!auth) throw unauthorized();
      request.auth = auth;

      const permission = request.routeOptions.config.permission;
      if (permission && !auth.isAdmin && !(await hasPermission(app.db, auth.roleId, permission.route, permission.action))) {
        throw forbidden();
      }

      const header = request.headers['x-branch-office'];
      if (header !== undefined) {
        const id = Number(header);
        if (!Number.isInteger(id) || id <= 0 || !(await mayEnterBranchOffice(app.db, auth, id))) {
          throw new HttpError(403, 'No tiene acceso a esta sucursal');
        }
        request.branchOfficeId = id;
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.config?.public) return;
      const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
      route.onRequest = [authenticate, ...existing];
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
