import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The seccomp filter every sandboxed command runs under (bwrap --seccomp): the agent's tools may not
 * trace or write into another process of the trial, which is how an agent could forge its own CLI's
 * transcript (gdb -p <cli> … write(1, "<a Skill tool_use>")). Denied with EPERM: ptrace,
 * process_vm_readv/writev and pidfd_getfd, on every ABI a Linux x86-64 or arm64 kernel runs (64-bit,
 * 32-bit compat, and x32, whose calls are all refused); a call from an ABI not listed is refused too.
 * Everything else is allowed: the policy's other walls are namespaces and mounts, not syscalls.
 */
const ARCHES = [
  { name: 'x86_64', audit: 0xc000003e, denied: [101, 310, 311, 438], x32: true },
  { name: 'i386', audit: 0x40000003, denied: [26, 347, 348, 438], x32: false },
  { name: 'aarch64', audit: 0xc00000b7, denied: [117, 270, 271, 438], x32: false },
  { name: 'arm', audit: 0x40000028, denied: [26, 376, 377, 438], x32: false },
];

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const RET_K = 0x06;
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const RET_ALLOW = 0x7fff0000;
const RET_EPERM = 0x00050000 | 1;
const X32_SYSCALL_BIT = 0x40000000;

type Instruction = { code: number; jt: number; jf: number; k: number };

/** The filter as classic BPF: one block per ABI, each ending in allow, and one shared EPERM at the end. */
export function seccompProgram(): Buffer {
  const blocks = ARCHES.map((a) => (a.x32 ? 1 : 0) + a.denied.length + 4);
  const total = blocks.reduce((s, n) => s + n, 0) + 1;
  const deny = total - 1;
  const out: Instruction[] = [];
  const jumpTo = (target: number) => target - out.length - 1;
  for (const [i, arch] of ARCHES.entries()) {
    const next = out.length + blocks[i]!;
    out.push({ code: LD_W_ABS, jt: 0, jf: 0, k: OFFSET_ARCH });
    out.push({ code: JEQ_K, jt: 0, jf: jumpTo(next), k: arch.audit });
    out.push({ code: LD_W_ABS, jt: 0, jf: 0, k: OFFSET_NR });
    if (arch.x32) out.push({ code: JGE_K, jt: jumpTo(deny), jf: 0, k: X32_SYSCALL_BIT });
    for (const nr of arch.denied) out.push({ code: JEQ_K, jt: jumpTo(deny), jf: 0, k: nr });
    out.push({ code: RET_K, jt: 0, jf: 0, k: RET_ALLOW });
  }
  out.push({ code: RET_K, jt: 0, jf: 0, k: RET_EPERM });
  const buf = Buffer.alloc(out.length * 8);
  out.forEach((ins, i) => {
    buf.writeUInt16LE(ins.code, i * 8);
    buf.writeUInt8(ins.jt, i * 8 + 2);
    buf.writeUInt8(ins.jf, i * 8 + 3);
    buf.writeUInt32LE(ins.k >>> 0, i * 8 + 4);
  });
  return buf;
}

/** Write the filter once per run beside the forwarder; bwrap reads it from a descriptor at each start. */
export function writeSeccompFilter(runDir: string): string {
  const file = path.join(runDir, 'caliper-seccomp.bpf');
  writeFileSync(file, seccompProgram());
  return file;
}

/** The descriptor bwrap is told to read the filter from (the first after stdin, stdout and stderr). */
export const SECCOMP_FD = 3;
