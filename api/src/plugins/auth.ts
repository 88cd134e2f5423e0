// Bearer-token authentication, role permissions per route and the X-Branch-Office context.
// Every /api route requires a valid session unless it declares `config: { public: true }`; a route that
// declares `config: { permission: { route, action } }` also requires that permission of the user's role.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, userSessions, users } from '../db/schema/index';
import type { ActionKey } from '../db/seed/route-tree';
import { ACCESS_TOKEN_LIFETIME_SECONDS, TokenService } from '../shared/tokens';
import { DEFAULT_SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';
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
    /** Validated request contexts of the last seconds (see session-cache.ts). */
    sessionCache: SessionCache<RequestContext>;
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

export interface RequestContext {
  auth: AuthContext;
  /** Whether the role holds the route's permission (true when the route declares none). */
  permitted: boolean;
  /** Whether the user may enter the requested branch office (true when none was requested). */
  inBranchOffice: boolean;
}

/**
 * The session, the role's permission and the branch-office access in ONE round trip, as four prepared
 * statements (with or without a permission, with or without a branch office) built once: this runs on every
 * request that misses the session cache.
 */
function requestContextStatements(db: Database) {
  const build = (withPermission: boolean, withBranch: boolean) => {
    const permitted = withPermission
      ? sql<boolean>`exists (
          select 1 from role_permissions rp
          join routes rt on rt.id = rp.route_id and rt.is_active
          join actions a on a.id = rp.action_id
          where rp.role_id = ${roles.id} and rt.url = ${sql.placeholder('route')} and a.key = ${sql.placeholder('action')})`
      : sql<boolean>`true`;
    const inBranchOffice = withBranch
      ? sql<boolean>`exists (
          select 1 from user_branch_offices ubo
          join branch_offices bo on bo.id = ubo.branch_office_id
          where ubo.user_id = ${users.id} and ubo.branch_office_id = ${sql.placeholder('branchOfficeId')}::int and bo.company_id = ${users.companyId})`
      : sql<boolean>`true`;
    return db
      .select({
        companyId: users.companyId,
        roleId: roles.id,
        roleName: roles.name,
        isPlatformOperator: roles.isPlatformOperator,
        permitted,
        inBranchOffice,
        sessionExpiresAt: userSessions.expiresAt,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      // A role only counts inside its own company.
      .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.companyId, users.companyId)))
      .where(
        and(
          eq(userSessions.id, sql.placeholder('sessionId')),
          eq(userSessions.userId, sql.placeholder('userId')),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, sql`now()`),
          eq(users.isActive, true),
        ),
      )
      .prepare(`auth_request_context_${withPermission ? 'p' : 'n'}${withBranch ? 'b' : 'n'}`);
  };
  return { nn: build(false, false), pn: build(true, false), nb: build(false, true), pb: build(true, true) };
}

/**
 * Resolves a bearer token to the request's context: from the session cache when a context for the same token,
 * permission and branch office was validated moments ago (no signature check, no query), else by verifying the
 * token and running the prepared statement. Only a context that lets the request through is cached.
 */
export class RequestContexts {
  private readonly statements;

  constructor(
    db: Database,
    private readonly tokens: TokenService,
    readonly cache: SessionCache<RequestContext>,
  ) {
    this.statements = requestContextStatements(db);
  }

  async resolve(token: string, checks: RequestChecks): Promise<RequestContext | null> {
    const { permission, branchOfficeId } = checks;
    const key = `${token}\n${permission ? `${permission.route}\n${permission.action}` : '\n'}\n${branchOfficeId ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const epoch = this.cache.epoch;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const statement = permission ? (branchOfficeId !== null ? this.statements.pb : this.statements.pn) : branchOfficeId !== null ? this.statements.nb : this.statements.nn;
    const [row] = await statement.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      route: permission?.route,
      action: permission?.action,
      branchOfficeId: branchOfficeId ?? undefined,
    });
    if (!row) return null;
    // The role is read from the database, not the token, so a role change applies at once.
    const isAdmin = isAdminRole({ id: row.roleId, name: row.roleName });
    const context: RequestContext = {
      auth: Object.freeze({
        userId: claims.userId,
        sessionId: claims.sessionId,
        companyId: row.companyId,
        roleId: row.roleId,
        roleName: row.roleName,
        isAdmin,
        isPlatformOperator: row.isPlatformOperator,
      }),
      permitted: isAdmin || Boolean(row.permitted),
      inBranchOffice: Boolean(row.inBranchOffice),
    };
    if (context.permitted && context.inBranchOffice) {
      // The signature was just verified, so the token's own expiry can be read as is.
      const { exp } = decodeJwt(token);
      const tokenEnd = (typeof exp === 'number' ? exp : claims.issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS) * 1000;
      const notAfter = Math.min(tokenEnd, new Date(row.sessionExpiresAt).getTime());
      this.cache.set(key, { sessionId: claims.sessionId, userId: claims.userId, roleId: row.roleId }, context, epoch, notAfter);
    }
    return context;
  }
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
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { jwtSecret: string; sessionCacheTtlMs?: number }) => {
    app.decorate('tokens', new TokenService(options.jwtSecret));
    app.decorateRequest('auth', null);
    app.decorateRequest('branchOfficeId', null);
    const cache = new SessionCache<RequestContext>(options.sessionCacheTtlMs ?? DEFAULT_SESSION_CACHE_TTL_MS);
    const contexts = new RequestContexts(app.db, app.tokens, cache);
    app.decorate('sessionCache', cache);
    const unsubscribe = app.database.onAccessChange({ message: (payload) => cache.invalidate(payload), live: (receiving) => cache.live(receiving) });
    app.addHook('onClose', async () => unsubscribe());

    const authenticate: onRequestHookHandler = async (request) => {
      const token = bearerOf(request);
      const requested = branchOfficeOf(request);
      const malformed = Number.isNaN(requested);
      const permission = request.routeOptions.config.permission;
      const context = token ? await contexts.resolve(token, { permission, branchOfficeId: malformed ? null : requested }) : null;
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
