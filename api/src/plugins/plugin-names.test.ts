import { describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { nameRegisteredPlugins } from './plugin-names';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

describe('nameRegisteredPlugins', () => {
  it('names plain plugin functions registered at any depth, as Fastify would have', async () => {
    const app = Fastify();
    nameRegisteredPlugins(app);
    async function innerRoutes(instance: FastifyInstance): Promise<void> {
      instance.get('/inner', async () => ({ ok: true }));
    }
    async function outerModule(instance: FastifyInstance): Promise<void> {
      await instance.register(innerRoutes);
    }
    await app.register(outerModule);
    await app.ready();
    expect(Object.getOwnPropertyDescriptor(outerModule, DISPLAY_NAME)?.value).toBe('outerModule');
    expect(Object.getOwnPropertyDescriptor(innerRoutes, DISPLAY_NAME)?.value).toBe('innerRoutes');
    expect((await app.inject({ url: '/inner' })).json()).toEqual({ ok: true });
    await app.close();
  });

  it('keeps a name a plugin already has', async () => {
    const app = Fastify();
    nameRegisteredPlugins(app);
    const plugin = Object.assign(async function ownName() {}, { [DISPLAY_NAME]: 'given-name' });
    await app.register(plugin);
    await app.ready();
    expect(plugin[DISPLAY_NAME]).toBe('given-name');
    await app.close();
  });
});
