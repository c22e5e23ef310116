import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Compiling every route's validators (Ajv) and response serializers (fast-json-stringify) took a
// third of the server's start before it listened. Here each is compiled when its route is first
// called, or in small batches once the server listens (`compileDeferredSchemas`), whichever
// comes first: the start is shorter and no request waits for more than its own route's schemas
// (docs/decisions/0275-schemas-compile-after-the-server-listens.md).

type AnyFunction = (...args: never[]) => unknown;

/** Schemas made at start and not compiled yet, in the order their routes were registered. */
export interface DeferredSchemas {
  compilersFactory: { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory };
  /** Compiles the rest, a few at a time between other work; resolves when all are compiled. */
  compileAll(batch?: number): Promise<void>;
  readonly waiting: number;
}

export function deferredSchemas(): DeferredSchemas {
  const waiting = new Set<() => unknown>();

  /** `compile` runs once, at the first call or from `compileAll`; a validator's `errors` is copied out for Fastify. */
  function defer<F extends AnyFunction>(compile: () => F): F {
    let compiled: F | undefined;
    const get = () => {
      compiled ??= compile();
      waiting.delete(get);
      return compiled;
    };
    waiting.add(get);
    const deferred = function (this: unknown, ...args: Parameters<F>) {
      const fn = get();
      const result = fn.apply(this, args);
      (deferred as unknown as { errors?: unknown }).errors = (fn as unknown as { errors?: unknown }).errors;
      return result;
    };
    return deferred as unknown as F;
  }

  const buildValidatorNow = AjvCompiler();
  const buildSerializerNow = SerializerSelector();
  const buildValidator = ((externalSchemas, options) => {
    const compile = buildValidatorNow(externalSchemas, options);
    return (route: Parameters<typeof compile>[0]) => defer(() => compile(route));
  }) as ValidatorFactory;
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = buildSerializerNow(externalSchemas, options);
    return (route) => defer(() => compile(route));
  };

  return {
    compilersFactory: { buildValidator, buildSerializer },
    get waiting() {
      return waiting.size;
    },
    async compileAll(batch = 8) {
      while (waiting.size > 0) {
        for (const get of [...waiting].slice(0, batch)) get();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
