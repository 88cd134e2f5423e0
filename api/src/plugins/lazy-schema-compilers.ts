// Fastify compiles every route's request validators and response serializers while the app starts: some two
// seconds of CPU for this API's routes, paid by every process that starts it (a server, each test file) though
// it calls few routes soon. These compilers are Fastify's own, with its options; each route's schema is
// compiled on the route's first request instead. `compilePendingSchemas` compiles whatever is still waiting,
// so a test can prove that every schema compiles.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

const pending = new Set<() => unknown>();

/** Compiles now every schema still waiting for its route's first request; throws what a bad schema throws. */
export function compilePendingSchemas(): void {
  for (const compile of pending) compile();
}

function once<T>(compile: () => T): () => T {
  let compiled: T | undefined;
  const get = (): T => {
    if (compiled === undefined) {
      compiled = compile();
      pending.delete(get);
    }
    return compiled;
  };
  pending.add(get);
  return get;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorBuilder = NonNullable<CompilersFactory['buildValidator']>;
type SerializerBuilder = NonNullable<CompilersFactory['buildSerializer']>;

// One Ajv pool for the process, as Fastify's default keeps one per server: an Ajv instance (and the validators
// it has compiled, cached by schema) serves every plugin context with the same shared schemas and options,
// and every app the process builds (a test file builds one per database). A pool per context compiled the
// same schemas again in each, some two seconds of CPU per test file.
const ajvPool = AjvCompiler();

const buildValidator: ValidatorBuilder = (externalSchemas, options) => {
  const compilerFor = ajvPool(externalSchemas, options);
  return (route) => {
    const validator = once<Validate>(() => compilerFor(route));
    // Fastify reads a failed validation's details from the function's `errors`, as Ajv leaves them.
    const validate: Validate = (data) => {
      const compiled = validator();
      const result = compiled(data);
      validate.errors = compiled.errors;
      return result;
    };
    // Fastify only calls the function and reads `errors`; Ajv's other members are not used on this path.
    return validate as ReturnType<ReturnType<ValidatorBuilder>>;
  };
};

// Response serializers likewise, one per response schema object and compiler set-up for the process.
const serializerPool = new Map<string, WeakMap<object, Serialize>>();

const buildSerializer: SerializerBuilder = (externalSchemas, options) => {
  const compilerFor = SerializerSelector()(externalSchemas, options);
  const poolKey = JSON.stringify([externalSchemas, options]);
  let compiled = serializerPool.get(poolKey);
  if (!compiled) serializerPool.set(poolKey, (compiled = new WeakMap()));
  const cache = compiled;
  return (route) => {
    const serializer = once(() => {
      const schema = route.schema as object;
      let serialize = cache.get(schema);
      if (!serialize) cache.set(schema, (serialize = compilerFor(route) as Serialize));
      return serialize;
    });
    return (data: unknown) => serializer()(data);
  };
};

export const lazySchemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator, buildSerializer },
};
