import { createRequire } from 'node:module';

/**
 * A dependency loaded on first use, synchronously: a large library (re2js, js-yaml) that most runs of a
 * command never call costs nothing at start. `bundled` is `() => require('<name>')` written with the
 * literal name, which the bundler turns into its own lazy loader; run from the sources (tests, as ES
 * modules) there is no `require`, and Node's loads `name`.
 */
export function lazyModule<T>(name: string, bundled: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= typeof require === 'function' ? bundled() : (createRequire(import.meta.url)(name) as T));
}
