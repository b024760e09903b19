/**
 * Variables that make package managers fail at once inside a sandbox with no network. npm (and npx,
 * pnpm, which read npm_config_*) retries a failed fetch twice, 10 s then 60 s apart: with no route to
 * any registry, each `npx some-cli` a skill shows would spend about 70 s of the trial's timeout waiting,
 * and a skill with four of them in one block timed out (a harness error) on expo/skills and editframe/skills.
 * The error the agent sees is the same (EAI_AGAIN), only without the wait. Not set with an allow-list
 * proxy: a registry may be one of its hosts.
 */
export const OFFLINE_TOOLS_ENV: Readonly<Record<string, string>> = { npm_config_fetch_retries: '0' };
