import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@mikro/contracts';
import { DEMO_PASSWORD } from '../db/seed/index';

export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
