import { Ajv } from 'ajv';
import { schemaProblems } from '../src/eval/spec/schemaErrors.js';
import { evalSpecSchema } from '../src/eval/spec/schema.js';
import { prng } from './helpers/prng.js';

const ajv = new Ajv({ allErrors: true, strict: true }).compile(evalSpecSchema);

const valid = {
  skills: ['pdf-tools', 'csv-clean'],
  backends: ['claude-code', 'codex'],
  trials: 5,
  sandbox: { fixtures: 'fixtures/', forbidden_files: ['answers/**'], timeout: 300 },
  cases: [
    {
      id: 'extract-table',
      prompt: 'Extract the table',
      checks: [
        { activation: 'pdf-tools' },
        { activation: { skill: 'pdf-tools', expect: false } },
        { file_exists: 'out.csv' },
        { file_contains: { path: 'out.csv', pattern: 'Total' } },
        { command: 'python3 check.py' },
        { command: { run: 'make test', timeout: 30 } },
        { output_matches: 'done' },
        { not_activated_any: true },
      ],
    },
  ],
};

const REPLACEMENTS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  3601,
  101,
  '',
  'x',
  'Bad Name',
  '-x',
  'a'.repeat(65),
  [],
  [1],
  ['a', 'a'],
  {},
  { x: 1 },
  { skill: 'a' },
  { run: '' },
];

function mutate(value: unknown, random: () => number): unknown {
  const clone = structuredClone(value) as Record<string, unknown>;
  const containers: Record<string | number, unknown>[] = [];
  const walk = (v: unknown) => {
    if (v !== null && typeof v === 'object') {
      containers.push(v as Record<string, unknown>);
      for (const child of Object.values(v)) walk(child);
    }
  };
  walk(clone);
  const target = containers[Math.floor(random() * containers.length)]!;
  const keys = Object.keys(target);
  const action = random();
  if (action < 0.15 || keys.length === 0) target[`extra_${Math.floor(random() * 3)}`] = 1;
  else if (action < 0.3) delete target[keys[Math.floor(random() * keys.length)]!];
  else target[keys[Math.floor(random() * keys.length)]!] = REPLACEMENTS[Math.floor(random() * REPLACEMENTS.length)];
  return clone;
}

describe('our schema subset agrees with Ajv', () => {
  it('accepts the full example', () => {
    expect(ajv(valid)).toBe(true);
    expect(schemaProblems(valid)).toEqual([]);
  });

  it.each([
    [{}],
    [{ cases: [] }],
    [{ cases: [{ id: 'a', prompt: 'p', checks: [{}] }] }],
    [{ cases: [{ id: 'a', prompt: 'p', checks: [{ file_exists: 'a', output_matches: 'b' }] }] }],
    [{ cases: [{ id: 'a', prompt: 'p', checks: [{ not_activated_any: false }] }] }],
    [{ cases: [{ id: 'a', prompt: 'p', checks: [{ activation: { expect: true } }] }] }],
    [{ cases: [{ id: 'a', prompt: 'p', checks: [{ command: 42 }] }] }],
    [{ trials: 2.5, cases: [{ id: 'a', prompt: 'p', checks: [{ file_exists: 'x' }] }] }],
    [{ backends: ['claude-code', 'claude-code'], cases: [{ id: 'a', prompt: 'p', checks: [{ file_exists: 'x' }] }] }],
    [[]],
    ['text'],
    [null],
  ])('gives the same verdict on %j', (spec) => {
    expect(schemaProblems(spec).length === 0).toBe(ajv(spec));
  });

  it('gives the same verdict on 2,000 random mutations of a valid spec', () => {
    const random = prng(20261130);
    let invalid = 0;
    for (let i = 0; i < 2000; i++) {
      const spec = mutate(valid, random);
      const ours = schemaProblems(spec).length === 0;
      if (ours !== ajv(spec)) throw new Error(`disagreement on mutation ${i}: ${JSON.stringify(spec)}`);
      if (!ours) invalid++;
    }
    expect(invalid).toBeGreaterThan(1000); // the mutations really exercise the failure paths
  });

  it('says what is wrong, where, and suggests the near miss', () => {
    const problems = schemaProblems({ tirals: 3, cases: [{ id: 'a', prompt: 'p', checks: [{ file_exist: 'x' }] }] });
    expect(problems).toEqual([
      {
        path: [],
        message: 'the spec has an unknown key `tirals`; did you mean `trials`?',
        detail: 'has an unknown key `tirals`; did you mean `trials`?',
        unknownKey: 'tirals',
      },
      {
        path: ['cases', 0, 'checks', 0],
        message: '`cases.0.checks.0` has an unknown key `file_exist`; did you mean `file_exists`?',
        detail: 'has an unknown key `file_exist`; did you mean `file_exists`?',
        unknownKey: 'file_exist',
      },
    ]);
  });
});
