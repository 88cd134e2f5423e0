// Fastify names a plugin that carries no name of its own by searching the CommonJS module cache for the module
// that exports it. Our plugins are ES modules, so that search never finds them and Fastify falls back to the
// function's name anyway. Under jest the module cache is a proxy over every loaded module, and the search cost
// about a second for each app built. Every registered function gets its own name before Fastify looks, so the
// search is skipped and the names Fastify reports stay the same.
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

function nameOnce(plugin: unknown): void {
  if (typeof plugin !== 'function' || !plugin.name || Object.hasOwn(plugin, DISPLAY_NAME)) return;
  Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
}

/** Makes `app.register` (and the `register` every child context inherits from it) name plain plugin functions. */
export function nameRegisteredPlugins(app: FastifyInstance): void {
  const register = app.register;
  const naming = function (this: FastifyInstance, ...args: Parameters<FastifyInstance['register']>) {
    nameOnce(args[0]);
    return Reflect.apply(register, this, args);
  };
  app.register = naming as FastifyInstance['register'];
}
