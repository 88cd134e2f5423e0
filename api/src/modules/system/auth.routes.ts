import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { buildSessionData } from './session.service';
import { buildMenu } from './menu.service';
import { DEFAULT_SESSION_LIFETIME_MS, LOGIN_RATE_LIMITED, login, logout, refresh } from './auth.service';
import { countAttempt } from '../../shared/attempt-limit';
import { addressKey } from './login-limit.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import {
  ErrorSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MenuSchema,
  MeResponseSchema,
  OkSchema,
  RefreshTokenBodySchema,
  RefreshTokenResponseSchema,
  ResetPasswordBodySchema,
  MessageSchema,
} from './schemas';

export { LOGIN_RATE_LIMITED } from './auth.service';

export const authRoutes: FastifyPluginAsyncTypebox<{
  loginRateLimit: { max: number; timeWindowMs: number; delay?: { firstMs: number; maxMs: number } };
  /** The address users reach the product at: the reset link points there. */
  publicUrl: string;
  sessionLifetimeMs?: number;
}> = async (
  app,
  options,
) => {
  app.post(
    '/api/system/auth/login',
    {
      // Failed attempts are limited per e-mail and per client address in the database (shared by instances).
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    (request) =>
      login(app.db, app.tokens, {
        email: request.body.email,
        password: request.body.password,
        userAgent: request.headers['user-agent'] ?? '',
        clientAddress: request.ip,
      }, { limit: options.loginRateLimit, sessionLifetimeMs: options.sessionLifetimeMs ?? DEFAULT_SESSION_LIFETIME_MS }),
  );

  app.post(
    '/api/system/refresh-token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Renovar el token de acceso',
        body: RefreshTokenBodySchema,
        response: { 200: RefreshTokenResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => ({ refresh_token: await refresh(app.db, app.tokens, request.body.token) }),
  );

  app.post(
    '/api/system/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Solicitar un enlace para restablecer la contraseña (la respuesta no dice si el correo existe)',
        body: ForgotPasswordBodySchema,
        response: { 202: OkSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Reset requests share the database counters too (per client address), so instances cannot be farmed.
      const { exceeded } = await countAttempt(app.db, [{ key: addressKey(`reset:${request.ip}`), max: options.loginRateLimit.max }], options.loginRateLimit.timeWindowMs);
      if (exceeded) throw new HttpError(429, LOGIN_RATE_LIMITED);
      await requestPasswordReset(app.db, options.publicUrl, request.body.email);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/api/system/auth/reset-password',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Restablecer la contraseña con la clave del enlace',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    (request) => resetPassword(app.db, request.body),
  );

  app.post(
    '/api/system/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión',
        security: [{ bearerAuth: [] }],
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await logout(app.db, callerOf(request).sessionId);
      return { ok: true };
    },
  );

  app.get(
    '/api/system/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Datos de la sesión actual',
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponseSchema, 401: ErrorSchema },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return buildSessionData(app.db, caller.userId, caller.companyId);
    },
  );

  app.get(
    '/api/system/auth/menu',
    {
      schema: {
        tags: ['auth'],
        summary: 'Menú del usuario según su rol',
        security: [{ bearerAuth: [] }],
        response: { 200: MenuSchema },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return buildMenu(app.db, caller.roleId, caller.isAdmin);
    },
  );
};
