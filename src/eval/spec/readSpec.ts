import { closeSync, existsSync, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../skills/diagnostic.js';
import { dependencyClosure } from '../../skills/dependencies.js';
import { kib } from '../../skills/readSkill.js';
import { isInside } from '../../skills/skillFiles.js';
import { compilePattern, PATTERN_HELP } from '../../util/pattern.js';
import { parseYaml } from '../../util/yaml.js';
import { schemaProblems } from './schemaErrors.js';
import type { BackendName, Check, EvalCase, EvalSpec } from './types.js';

/** What the spec check needs to know about the repository's skills. */
export interface SkillIndex {
  has(name: string): boolean;
  disablesModelInvocation(name: string): boolean;
  /** The skills a skill's own references land in (direct only). */
  directDependencies(name: string): readonly string[];
}

export interface SpecInput {
  root: string;
  /** The subject skill's folder and name. */
  skillDir: string;
  subject: string;
  /** The spec file, relative to the root. */
  file: string;
  text: string;
  skills: SkillIndex;
}

/** A pull request writes the spec: a larger one is not read (real specs are a few KiB). */
export const EVAL_SPEC_MAX_BYTES = 256 * 1024;

/** The text of the spec at `abs` (`file` relative to the root), or the diagnostic that it is over the cap. */
export function readSpecText(abs: string, file: string): { text: string } | { diagnostic: Diagnostic } {
  const fd = openSync(abs, 'r');
  try {
    const size = fstatSync(fd).size;
    const bytes = size > EVAL_SPEC_MAX_BYTES ? undefined : readUpTo(fd, EVAL_SPEC_MAX_BYTES + 1);
    if (bytes && bytes.length <= EVAL_SPEC_MAX_BYTES) return { text: bytes.toString('utf8') };
    const message = `\`${file}\` is ${kib(Math.max(size, bytes?.length ?? 0))}, over the ${kib(EVAL_SPEC_MAX_BYTES)} an eval spec may hold, so caliper does not read it. Shorten it.`;
    return { diagnostic: diagnostic('eval-spec-too-large', file, message, { line: 1 }) };
  } finally {
    closeSync(fd);
  }
}

function readUpTo(fd: number, limit: number): Buffer {
  const buffer = Buffer.allocUnsafe(limit);
  let read = 0;
  while (read < limit) {
    const n = readSync(fd, buffer, read, limit - read, read);
    if (n === 0) break;
    read += n;
  }
  return buffer.subarray(0, read);
}

/** Parse, schema-check and cross-check one `.eval.yaml`. A spec comes back only when it has no error. */
export function readEvalSpec(input: SpecInput): { spec: EvalSpec | undefined; diagnostics: Diagnostic[] } {
  const { file } = input;
  const parsed = parseYaml(input.text, { maxBytes: EVAL_SPEC_MAX_BYTES });
  if (!parsed.ok) {
    return { spec: undefined, diagnostics: [diagnostic('eval-spec-invalid-yaml', file, `Not valid YAML: ${parsed.message}.`, { line: parsed.line })] };
  }
  const { value, lineOf } = parsed.doc;
  const problems = schemaProblems(value);
  if (problems.length > 0) {
    return {
      spec: undefined,
      diagnostics: problems.map((p) => diagnostic('eval-spec-schema', file, `${p.message}. See schemas/eval-spec.schema.json.`, { line: lineOf(p.path) ?? 1 })),
    };
  }
  const raw = value as RawSpec;
  const spec = normalise(raw, input);
  const diagnostics = crossCheck(spec, raw, input, (p) => lineOf(p) ?? 1);
  return { spec: diagnostics.some((d) => d.severity === 'error') ? undefined : spec, diagnostics };
}

interface RawSpec {
  skills?: string[];
  backends?: BackendName[];
  trials?: number;
  sandbox?: { fixtures?: string; forbidden_files?: string[]; timeout?: number };
  cases: { id: string; prompt: string; checks: Record<string, unknown>[] }[];
}

function normalise(raw: RawSpec, input: SpecInput): EvalSpec {
  const declared = [input.subject, ...(raw.skills ?? []).filter((s) => s !== input.subject)];
  let hash: string | undefined;
  return {
    file: input.file,
    // Hashed when the eval first reads it: `validate` never does, and loading the crypto module for it
    // cost `validate` a tenth of its start-up.
    get hash() {
      return (hash ??= process.getBuiltinModule('node:crypto').createHash('sha256').update(input.text).digest('hex'));
    },
    subject: input.subject,
    skills: declared,
    backends: raw.backends,
    trials: raw.trials,
    sandbox: {
      fixtures: raw.sandbox?.fixtures,
      forbiddenFiles: raw.sandbox?.forbidden_files ?? [],
      timeoutSeconds: raw.sandbox?.timeout,
    },
    cases: raw.cases.map((c): EvalCase => ({ id: c.id, prompt: c.prompt, checks: c.checks.map(toCheck) })),
  };
}

function toCheck(raw: Record<string, unknown>): Check {
  const [kind, v] = Object.entries(raw)[0]!;
  switch (kind) {
    case 'activation':
      return typeof v === 'string'
        ? { kind, skill: v, expect: true }
        : { kind, skill: (v as { skill: string }).skill, expect: (v as { expect?: boolean }).expect ?? true };
    case 'file_exists':
      return { kind, path: v as string };
    case 'file_contains':
      return { kind, ...(v as { path: string; pattern: string }) };
    case 'command':
      return typeof v === 'string'
        ? { kind, run: v, timeoutSeconds: undefined }
        : { kind, run: (v as { run: string }).run, timeoutSeconds: (v as { timeout?: number }).timeout };
    case 'output_matches':
      return { kind, pattern: v as string };
    default:
      return { kind: 'not_activated_any' };
  }
}

/** The installed set: the declared skills plus the closure of their cross-skill references. */
export function installedSkills(spec: Pick<EvalSpec, 'skills'>, skills: SkillIndex): string[] {
  return dependencyClosure(spec.skills, (n) => skills.directDependencies(n));
}

function crossCheck(spec: EvalSpec, raw: RawSpec, input: SpecInput, lineOf: (p: (string | number)[]) => number): Diagnostic[] {
  const { file, skills } = input;
  const out: Diagnostic[] = [];

  (raw.skills ?? []).forEach((name, index) => {
    if (!skills.has(name)) {
      out.push(diagnostic('eval-spec-unknown-skill', file, `\`skills\` names \`${name}\`, which no SKILL.md in this repository has as its \`name\`.`, { line: lineOf(['skills', index]) }));
    }
  });
  const installed = new Set(installedSkills(spec, skills));

  const seenIds = new Map<string, number>();
  spec.cases.forEach((c, ci) => {
    const caseLine = lineOf(['cases', ci]);
    const first = seenIds.get(c.id);
    if (first !== undefined) out.push(diagnostic('eval-spec-duplicate-case', file, `Case id \`${c.id}\` is used twice (first at line ${first}). Give each case its own id.`, { line: caseLine }));
    else seenIds.set(c.id, caseLine);

    for (const name of installed) {
      const syntax = invocationSyntax(c.prompt, name);
      if (syntax) {
        out.push(
          diagnostic(
            'eval-spec-invocation-syntax',
            file,
            `The prompt of \`${c.id}\` invokes \`${name}\` explicitly (\`${syntax}\`), which preloads it; install-and-discover measures whether the agent chooses the skill by itself. Describe the task instead.`,
            { line: lineOf(['cases', ci, 'prompt']) },
          ),
        );
      }
    }

    c.checks.forEach((check, ki) => {
      const line = lineOf(['cases', ci, 'checks', ki]);
      if (check.kind === 'activation') {
        if (!installed.has(check.skill)) {
          const why = skills.has(check.skill)
            ? `is not installed for this spec; add it to \`skills:\``
            : 'is not a skill in this repository';
          out.push(diagnostic('eval-spec-unknown-skill', file, `Case \`${c.id}\` checks activation of \`${check.skill}\`, which ${why}.`, { line }));
        } else if (check.expect && skills.disablesModelInvocation(check.skill)) {
          out.push(
            diagnostic(
              'eval-spec-disabled-activation',
              file,
              `Case \`${c.id}\` expects the agent to choose \`${check.skill}\`, but that skill sets \`disable-model-invocation: true\`, so it can only score 0. Use \`expect: false\` or remove the flag.`,
              { line },
            ),
          );
        }
      }
      if (check.kind === 'file_contains' || check.kind === 'output_matches') {
        const pattern = compilePattern(check.pattern);
        if (!pattern.ok) {
          out.push(diagnostic('eval-spec-pattern', file, `Case \`${c.id}\`: \`${check.pattern}\` is not a pattern caliper can match (${pattern.message}). ${PATTERN_HELP}.`, { line }));
        }
      }
    });
  });

  const fixtures = spec.sandbox.fixtures;
  if (fixtures !== undefined) {
    const skillAbs = path.join(input.root, input.skillDir);
    const abs = path.resolve(skillAbs, fixtures);
    const line = { line: lineOf(['sandbox', 'fixtures']) };
    if (!existsSync(abs) || !statSync(abs).isDirectory()) {
      out.push(diagnostic('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` is not a folder inside the skill. Create it or fix the path.`, line));
    } else if (!isInside(realpathSync.native(skillAbs), realpathSync.native(abs)) || realpathSync.native(abs) === realpathSync.native(skillAbs)) {
      out.push(diagnostic('eval-spec-path', file, `\`sandbox.fixtures: ${fixtures}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`, line));
    }
  }
  return out;
}

/** The explicit-invocation syntax of any CLI, if the prompt uses it for `name`. */
export function invocationSyntax(prompt: string, name: string): string | undefined {
  // A string search, not a regular expression per name: compiling three per case and skill was most of
  // the time spent checking a spec.
  const forms = [
    { syntax: `/skill:${name}`, afterSpace: true },
    { syntax: `/${name}`, afterSpace: true },
    { syntax: `$${name}`, afterSpace: false },
  ];
  return forms.find(({ syntax, afterSpace }) => standsAlone(prompt, syntax, afterSpace))?.syntax;
}

/** `word` occurs in `text` not followed by a word character or `-` (and, if asked, at the start or after white space). */
function standsAlone(text: string, word: string, afterSpace: boolean): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at === 0 || !afterSpace || /\s/.test(text[at - 1]!);
    const after = text[at + word.length];
    if (before && (after === undefined || !/[\w-]/.test(after))) return true;
  }
  return false;
}
