// Stryker's ignorer for a sampled run (scripts/mutation-sample.mjs): of the nodes inside the drawn mutants' ranges,
// only the drawn nodes and those that hold one are mutated. Without it, a drawn block's range brings every mutant
// nested in it (200 drawn mutants of src/results made 878).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The drawn nodes' locations by absolute file name, as Babel gives them (lines from 1, columns from 0). */
const drawn = new Map();
const file = process.env.CALIPER_MUTATION_DRAWN;
for (const d of file ? JSON.parse(readFileSync(file, 'utf8')) : []) {
  const name = path.resolve(d.fileName);
  drawn.set(name, [...(drawn.get(name) ?? []), d.location]);
}

const within = (outer, inner) =>
  (outer.start.line < inner.start.line ||
    (outer.start.line === inner.start.line && outer.start.column <= inner.start.column)) &&
  (outer.end.line > inner.end.line || (outer.end.line === inner.end.line && outer.end.column >= inner.end.column));

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'caliper-drawn-only', {
    shouldIgnore(nodePath) {
      const loc = nodePath.node.loc;
      const name = nodePath.hub?.file?.opts?.filename;
      if (!loc || !name) return undefined;
      const here = drawn.get(path.resolve(name)) ?? [];
      return here.some((d) => within(loc, d)) ? undefined : 'not drawn for this sample';
    },
  }),
];
