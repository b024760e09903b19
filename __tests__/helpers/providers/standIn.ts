import { readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { ModelApi, ProviderFault } from '../../../src/scripted-model/faults.js';
import { startScriptedModel } from '../../../src/scripted-model/server.js';
import { tempDir } from '../tempDirs.js';

/**
 * A stand-in for a real model provider on loopback (the scripted model's protocol code, over TCP), as a
 * real-mode run reaches it: through the CLI's own base-URL variable and the trial's allow-list proxy.
 * `faults` answers the model calls in order: each entry faults `times` calls, then the next entry
 * applies (undefined: answered); past the last, calls are answered.
 */
export interface StandInOptions {
  faults?: { fault: ProviderFault | undefined; times: number }[];
  /** The provider's name for the model the CLI sent (an alias resolved, a bracketed suffix dropped). */
  answeredModel?: (sent: string | undefined, api: ModelApi) => string | undefined;
}

export interface StandIn {
  url: string;
  /** Model calls so far, with the fault each got (undefined: answered). */
  calls(): { api: ModelApi; fault: ProviderFault['kind'] | undefined }[];
  /** Every request as the stand-in logged it. */
  requests(): { method: string; url: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const dir = tempDir('caliper-standin-');
  const logFile = path.join(dir, 'requests.jsonl');
  const calls: { api: ModelApi; fault: ProviderFault['kind'] | undefined }[] = [];
  const script = (options.faults ?? []).flatMap((f) => Array.from({ length: f.times }, () => f.fault));
  const model = await startScriptedModel({
    tcp: true,
    logFile,
    chunked: true,
    faults: ({ api, index }) => {
      const fault = script[index];
      calls.push({ api, fault: fault?.kind });
      return fault;
    },
    ...(options.answeredModel && { answeredModel: options.answeredModel }),
  });
  return {
    url: model.tcpUrl!,
    calls: () => [...calls],
    requests: () =>
      existsSync(logFile)
        ? readFileSync(logFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : [],
    close: async () => {
      await model.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
