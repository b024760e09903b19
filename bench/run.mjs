// `npm run bench`: runs every bench/*.bench.mjs in turn. Each prints its own figures; none asserts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== ${file}`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
