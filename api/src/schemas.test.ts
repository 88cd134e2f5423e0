import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { swaggerPlugin } from './plugins/swagger';
import { Day, Id, Nullable } from './schemas';

const Body = Type.Object(
  {
    age: Nullable(Type.Integer({ minimum: 0, maximum: 99, description: 'Edad en años' })),
    ref: Type.Optional(Nullable(Id)),
    day: Type.Optional(Nullable(Day)),
    text: Type.Optional(Nullable(Type.String({ maxLength: 5 }))),
    kind: Type.Optional(Nullable(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]))),
  },
  { additionalProperties: false },
);

// The static type is the scalar or null (a compile-time check: these assignments fail to build otherwise).
const typed: Static<typeof Body> = { age: null, ref: 4, day: '2026-03-15', text: null, kind: 2 };
const alsoTyped: Static<typeof Body> = { age: 0, kind: null };
// @ts-expect-error a text is not an age
const wrong: Static<typeof Body> = { age: 'siete' };
void [typed, alsoTyped, wrong];

describe('Nullable (a scalar or null, as the API validates a body)', () => {
  // A bare Fastify instance validates with the same AJV options as the app (Fastify's defaults).
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(swaggerPlugin);
    const routes: FastifyPluginAsyncTypebox = async (scope) => {
      scope.post('/echo', { schema: { body: Body } }, (request) => request.body);
    };
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  const echo = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/echo', payload: body });

  it('keeps null as null and 0 as 0 (a union coerced one into the other)', async () => {
    expect((await echo({ age: null, ref: null, day: null, text: null, kind: null })).json()).toEqual({ age: null, ref: null, day: null, text: null, kind: null });
    expect((await echo({ age: 0 })).json()).toEqual({ age: 0 });
  });

  it('still coerces a numeric text to the number', async () => {
    expect((await echo({ age: '7', ref: '12', kind: '3' })).json()).toEqual({ age: 7, ref: 12, kind: 3 });
  });

  it('refuses what is out of range instead of taking it as null', async () => {
    for (const body of [{ age: 100 }, { age: -1 }, { age: null, ref: 0 }, { age: null, kind: 0 }, { age: null, kind: 4 }, { age: null, day: '2026-02-30' }, { age: null, text: 'abcdef' }]) {
      expect({ body, status: (await echo(body)).statusCode }).toEqual({ body, status: 400 });
    }
  });

  it('takes a day of a year from 1900 to 2199 only', async () => {
    for (const day of ['1900-01-01', '2026-03-15', '2199-12-31']) expect({ day, status: (await echo({ age: null, day })).statusCode }).toEqual({ day, status: 200 });
    for (const day of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31', 'ayer']) expect({ day, status: (await echo({ age: null, day })).statusCode }).toEqual({ day, status: 400 });
  });

  it('documents the field as nullable with its own keywords', () => {
    const spec = app.swagger() as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
    const properties = spec.paths['/echo']?.post.requestBody.content['application/json']?.schema.properties ?? {};
    expect(properties.age).toEqual({ type: 'integer', nullable: true, minimum: 0, maximum: 99, description: 'Edad en años' });
    expect(properties.kind).toMatchObject({ nullable: true, enum: [1, 2, 3, null] });
  });
});
