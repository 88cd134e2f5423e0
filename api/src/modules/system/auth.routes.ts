import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerOf } from '../../plugins/auth';
import { buildSessionData } from './session.service';
import { buildMenu } from './menu.service';
import { login, logout, refresh } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import type { MailSettings } from './mailer';
import { ErrorSchema, LoginResponseSchema, MeResponseSchema, MenuItemSchema } from './schemas';

export const LOGIN_RATE_LIMITED = 'Demasiados intentos de inicio de sesión; espere un minuto e intente de nuevo';

export const authRoutes: FastifyPluginAsyncTypebox<{ loginRateLimit: { max: number; timeWindowMs: number }; mail: MailSettings }> = async (
  app,
  options,
) => {
  app.post(
    '/api/system/auth/login',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.loginRateLimit.max,
          timeWindow: options.loginRateLimit.timeWindowMs,
          keyGenerator: (request: FastifyRequest) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
          },
          errorResponseBuilder: () => ({ statusCode: 429, error: 'Too Many Requests', message: LOGIN_RATE_LIMITED }),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: { 200: LoginResponseSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    (request) =>
      login(app.db, app.tokens, {
        email: request.body.email,
        password: request.body.password,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.post(
    '/api/system/refresh-token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Renovar el token de acceso',
        body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: { 200: Type.Object({ refresh_token: Type.String() }), 401: ErrorSchema },
      },
    },
    async (request) => ({ refresh_token: await refresh(app.db, app.tokens, request.body.token) }),
  );

  app.post(
    '/api/system/auth/forgot-password',
    {
      config: {
        public: true,
        rateLimit: {
          max: options.loginRateLimit.max,
          timeWindow: options.loginRateLimit.timeWindowMs,
          errorResponseBuilder: () => ({ statusCode: 429, error: 'Too Many Requests', message: LOGIN_RATE_LIMITED }),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Solicitar un enlace para restablecer la contraseña (la respuesta no dice si el correo existe)',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 202: Type.Object({ ok: Type.Boolean() }), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.db, options.mail, request.body.email);
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
        body: Type.Object({
          key: Type.String({ minLength: 10, maxLength: 200 }),
          password: Type.String({ minLength: 1, maxLength: 200 }),
          passwordConfirm: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: { 200: Type.Object({ msg: Type.String() }), 400: ErrorSchema },
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
        response: { 200: Type.Object({ ok: Type.Boolean() }) },
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
        response: { 200: Type.Array(MenuItemSchema) },
      },
    },
    (request) => {
      const caller = callerOf(request);
      return buildMenu(app.db, caller.roleId, caller.isAdmin);
    },
  );
};
