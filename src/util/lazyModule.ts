import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A library loaded on first use, synchronously. The bundles in dist/ do not contain it: the build puts
 * the package's own CommonJS build beside them (`vendor/<name>.cjs`, scripts/vendor.mjs), so that a start
 * that never needs it does not read and compile it (js-yaml and re2js were most of what `validate`
 * compiled at start). Run from the sources (tests), Node loads the installed package.
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const here = fileURLToPath(import.meta.url);
      const vendored = path.join(path.dirname(here), 'vendor', `${name}.cjs`);
      loaded = createRequire(here)(existsSync(vendored) ? vendored : name) as T;
    }
    return loaded;
  };
}
