// Failed logins slow down the guesser, not the account's owner: limits are kept per e-mail and client address
// together with a growing delay, the right password gets in once the delay has passed, and the client's address
// is read through the proxies the configuration trusts (TRUST_PROXY).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '../../db/seed/index';
import { forEachDatabase, type TestContext } from '../../test-support/databases';

const login = (ctx: TestContext, email: string, password: string, from: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': from } });

/** Makes the pace of every login pair believe its last attempt was `seconds` earlier (time passing, without waiting). */
const letTimePass = (ctx: TestContext, seconds: number) =>
  ctx.database.db.execute(sql`UPDATE login_attempts SET window_start = window_start - make_interval(secs => ${seconds}) WHERE key LIKE 'login:%'`);

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

/** A first delay of a minute (the product's is a second) keeps each step of the pace clear of the test's own
 * duration on a busy machine; the time that passes is played by moving the last attempt back. */
const slowPace = { loginRateLimit: { max: 10, timeWindowMs: 60_000, delay: { firstMs: 60_000, maxMs: 3_600_000 } } };

describe('login limits behind a trusted proxy', () => {
  forEachDatabase(
    (ctx) => {
      it('lets the owner sign in from another address while an attacker is guessing the password', async () => {
        for (let attempt = 0; attempt < 10; attempt++) expect((await login(ctx, 'cajero@mikro.mx', 'adivina', ATTACKER)).statusCode).toBe(401);
        const slowed = await login(ctx, 'cajero@mikro.mx', 'adivina', ATTACKER);
        expect(slowed.statusCode).toBe(429);
        expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(50);
        expect(slowed.json().message).toMatch(/espere 1 minuto e intente/);
        // The owner, elsewhere, is not touched by the attacker's failures.
        expect((await login(ctx, 'cajero@mikro.mx', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
        // Nor is someone else behind the attacker's own address.
        expect((await login(ctx, 'contador@mikro.mx', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
      });

      it('makes each further guess wait twice as long, and lets the right password in once the wait is over', async () => {
        for (let attempt = 0; attempt < 10; attempt++) expect((await login(ctx, 'escolar@mikro.mx', 'adivina', ATTACKER)).statusCode).toBe(401);
        const waits: number[] = [];
        for (let round = 0; round < 4; round++) {
          const refused = await login(ctx, 'escolar@mikro.mx', 'adivina', ATTACKER);
          expect(refused.statusCode).toBe(429);
          waits.push(Number(refused.headers['retry-after']));
          await letTimePass(ctx, Number(refused.headers['retry-after']));
          expect((await login(ctx, 'escolar@mikro.mx', 'adivina', ATTACKER)).statusCode).toBe(401);
        }
        // A minute, then two, four, eight (less the moments the requests themselves took).
        waits.forEach((wait, round) => expect({ round, wait: wait > 60 * 2 ** round - 10 && wait <= 60 * 2 ** round }).toEqual({ round, wait: true }));
        // Too soon, even the right password waits; once the delay has passed it gets in, and the pace starts over.
        expect((await login(ctx, 'escolar@mikro.mx', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(429);
        await letTimePass(ctx, 16 * 60);
        expect((await login(ctx, 'escolar@mikro.mx', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
        expect((await login(ctx, 'escolar@mikro.mx', 'adivina', ATTACKER)).statusCode).toBe(401);
      });

      it('counts concurrent guesses before checking any password', async () => {
        const answers = await Promise.all(Array.from({ length: 20 }, () => login(ctx, 'admin@mikro.mx', 'adivina', '192.0.2.44')));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses.filter((status) => status === 401)).toHaveLength(10);
        expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      });
    },
    { trustProxy: ['127.0.0.1'], ...slowPace },
  );
});

describe('login limits without a trusted proxy', () => {
  forEachDatabase((ctx) => {
    it('ignores X-Forwarded-For: every client behind an untrusted proxy is the proxy’s address', async () => {
      for (let attempt = 0; attempt < 10; attempt++) expect((await login(ctx, 'cajero@mikro.mx', 'adivina', ATTACKER)).statusCode).toBe(401);
      expect((await login(ctx, 'cajero@mikro.mx', DEMO_PASSWORD, OWNER)).statusCode).toBe(429);
    });
  }, slowPace);
});
