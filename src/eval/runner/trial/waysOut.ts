import path from 'node:path';
import type { TrialRecord } from '../../../results/types.js';
import type { Door } from '../../../scripted-model/server.js';
import { mcpEvidence } from '../../mcp/evidence.js';
import { startTrialMcp, type TrialMcp } from '../../mcp/trialServers.js';
import { tapeForTrial, type OpenTape } from '../../replay/trialTape.js';
import { TrialConnections } from '../../sandbox/connectionCap.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import { startAllowListProxy, type AllowListProxy } from '../../sandbox/proxy.js';
import { RequestBytes } from '../../sandbox/requestBytes.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';
import { saveServerStderr } from './transcriptFiles.js';

/** Sockets of the run's folder, numbered across its trials. */
let sockets = 0;

/**
 * A trial's ways out of its sandbox, each its own under one cap on connections: the scripted model's door, the
 * allow-list proxy (a real model), the tape's relay (--record, --replay) and the case's MCP servers. Whatever was
 * opened is closed by `close`, even when opening stopped halfway.
 */
export class TrialWaysOut {
  private proxy: AllowListProxy | undefined;
  private door: Door | undefined;
  private mcp: TrialMcp | undefined;
  /** The tape this trial opened, if any: runTrial closes it after the attempt, when its record is known. */
  tape: OpenTape | undefined;

  /** The setup the trial runs under once its ways out are open; a reason when its tape could not be opened. */
  async open(
    plan: TrialPlan,
    setup: TrialSetup,
    sandbox: SandboxPaths,
  ): Promise<{ ok: true; setup: TrialSetup } | { ok: false; reason: string }> {
    const connections = new TrialConnections(setup.limits.connections, new RequestBytes(setup.limits.requestBytes));
    setup = { ...setup, connections };
    if (setup.scriptedModel && setup.isolation.kind === 'bubblewrap') {
      this.door = await setup.scriptedModel.openDoor(
        path.join(setup.runDir, `model-${++sockets}.sock`),
        (s) => connections.guard(s),
        connections.bodies,
      );
      setup = { ...setup, isolation: { ...setup.isolation, egress: this.door.socketPath } };
    }
    if (setup.allow && setup.isolation.kind === 'bubblewrap') {
      const socket = path.join(setup.runDir, `proxy-${++sockets}.sock`);
      this.proxy = await startAllowListProxy(socket, setup.allow, setup.overrides, connections);
      setup = { ...setup, isolation: { ...setup.isolation, egress: this.proxy.socketPath } };
    }
    if (setup.tape) {
      const opened = await tapeForTrial({ ...setup, tape: setup.tape }, plan, sandbox.root, ++sockets, connections);
      if (!opened.ok) return opened;
      ({ setup, tape: this.tape } = opened);
    }
    // After the tape: under --replay it answers for the trial's real MCP servers, which are not started.
    if (plan.evalCase.mcp) setup = await this.startMcp(plan, setup, connections);
    return { ok: true, setup };
  }

  get proxied(): boolean {
    return this.proxy !== undefined;
  }

  /** The trial's MCP servers, stopped: where their stderr is kept, and how they ended. */
  stopServers(): ReturnType<TrialMcp['stopServers']> | undefined {
    return this.mcp?.stopServers();
  }

  /** What the fences saw, kept with the trial's outcome whatever it is: refused connections, MCP calls. */
  evidence(): Partial<TrialRecord> {
    const refused = this.proxy?.refused();
    return {
      ...(refused && refused.count > 0 && { refusedConnections: refused }),
      ...(this.mcp && { mcpCalls: mcpEvidence(this.mcp.host) }),
    };
  }

  async close(): Promise<void> {
    await this.proxy?.close();
    await this.door?.close();
    await this.mcp?.close();
  }

  private async startMcp(plan: TrialPlan, setup: TrialSetup, connections: TrialConnections): Promise<TrialSetup> {
    const mcp = await startTrialMcp(
      plan.evalCase.mcp!,
      setup.isolation,
      connections,
      setup.runDir,
      path.join(setup.runDir, `mcp-${++sockets}.sock`),
      {
        files: plan.mcpFiles,
        isolation: setup.isolation,
        parent: setup.sandboxParent,
        limits: setup.limits,
        ...(setup.npmServers && { npm: setup.npmServers }),
        keep: (server, text) => saveServerStderr(setup.outDir, plan, server, text, setup.redactor),
      },
      this.tape?.mcp,
    );
    this.mcp = mcp;
    return { ...setup, isolation: mcp.isolation, mcp };
  }
}
