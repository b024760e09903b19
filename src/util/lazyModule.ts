import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A library loaded on first use, synchronously. The bundles in dist/ do not contain it: the build puts
 * the package's own CommonJS build beside them (`vendor/<name>.cjs`, scripts/vendor.mjs), so that a start
 * that never needs it does not read and compile it (js-yaml and re2js were most of what `validate`
 * compiled at start). Only run from the sources (tests) does Node load the installed package: a bundle
 * whose copy is missing fails at once rather than pick up whatever `node_modules` holds above it.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const here = fileURLToPath(import.meta.url);
      const fromSources = here.endsWith('.ts');
      loaded = createRequire(here)(fromSources ? name : path.join(path.dirname(here), 'vendor', `${name}.cjs`)) as T;
    }
    return loaded;
  };
}
