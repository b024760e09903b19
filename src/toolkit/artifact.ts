import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type UploadOutcome =
  | { uploaded: true; id: number | undefined; size: number | undefined }
  | { uploaded: false; reason: string };

/** Upload a folder as one workflow artifact; outside GitHub Actions it says why it did not. */
export async function uploadFolderArtifact(
  name: string,
  folder: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<UploadOutcome> {
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    return {
      uploaded: false,
      reason: 'not running on GitHub Actions (no ACTIONS_RUNTIME_TOKEN), so the results stay on disk',
    };
  }
  const files = listFiles(folder);
  if (files.length === 0) return { uploaded: false, reason: `${folder} is empty` };
  try {
    // Loaded here, not at the Action's start: with the Azure SDK under it, a fifth of the bundle.
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const result = await new DefaultArtifactClient().uploadArtifact(name, files, folder, { retentionDays: 30 });
    return { uploaded: true, id: result.id, size: result.size };
  } catch (error) {
    return { uploaded: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...listFiles(abs));
    else out.push(abs);
  }
  return out;
}
