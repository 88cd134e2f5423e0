import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginResponse } from '@mikro/contracts';
import { DEMO_PASSWORD } from '../db/seed/index';

export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in user working in one branch office: every request carries the token and the X-Branch-Office. */
export interface BranchSession {
  login: LoginResponse;
  userId: number;
  companyId: number;
  branchOfficeId: number;
  send(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Logs in and works in the named branch office (default: the first the user may enter). */
export async function branchSession(app: FastifyInstance, email: string, branchName?: string): Promise<BranchSession> {
  const login = await loginAs(app, email);
  const branch = branchName ? login.branchOffices.find((b) => b.name === branchName) : login.branchOffices[0];
  if (!branch) throw new Error(`${email} may not enter ${branchName ?? 'any branch office'}`);
  return {
    login,
    userId: login.user.id,
    companyId: login.company.id,
    branchOfficeId: branch.id,
    send: (method, url, payload, headers = {}) =>
      app.inject({ method, url, payload, headers: { ...bearer(login.token), 'x-branch-office': String(branch.id), ...headers } }),
  };
}
