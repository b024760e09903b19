import { skillMd, tempRepo } from './tempRepo.js';
import { evalSpec } from './evalRepo.js';

/** The skill every backend's e2e test installs: a body with a reference to read and a step to run. */
export const greeter = skillMd(
  {
    name: 'greeter',
    description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
  },
  '# Greeter\n\nFollow [the style](references/style.md).\n\n```bash\necho "hello world" > greeting.txt\n```\n',
);

/** A skill that opts out of model invocation: what each CLI does with it is part of its row in docs/backends.md. */
export const quietDeploy = skillMd(
  {
    name: 'quiet-deploy',
    description: 'Deploys the staging environment. Use when the user asks to deploy staging.',
    'disable-model-invocation': 'true',
  },
  '# Deploy\n\n```bash\necho deployed > deployed.txt\n```\n',
);

/**
 * greeter (a matching and an unrelated case) and quiet-deploy (one case, checked by `deployCheck`), plus
 * any extra files; `greeterSpecHead` goes before greeter's cases (e.g. a sandbox block).
 */
export function backendRepo(
  options: { deployChecks?: string[]; extra?: Record<string, string>; greeterSpecHead?: string } = {},
): string {
  return tempRepo({
    'skills/greeter/SKILL.md': greeter,
    'skills/greeter/references/style.md': 'Greet warmly.\n',
    'skills/greeter/.eval.yaml': evalSpec(
      [
        {
          id: 'greet',
          prompt: 'Please greet the world with a banner',
          checks: ['activation: greeter', 'file_contains: { path: greeting.txt, pattern: "hello world" }'],
        },
        {
          id: 'unrelated',
          prompt: 'What is the capital of France?',
          checks: ['activation: { skill: greeter, expect: false }'],
        },
      ],
      options.greeterSpecHead,
    ),
    'skills/quiet-deploy/SKILL.md': quietDeploy,
    'skills/quiet-deploy/.eval.yaml': evalSpec([
      {
        id: 'deploy',
        prompt: 'Please deploy staging now',
        checks: options.deployChecks ?? ['file_exists: deployed.txt'],
      },
    ]),
    ...options.extra,
  });
}
