/**
 * The oldest Node.js caliper runs on: 20.16 (`process.getBuiltinModule`). `engines` in package.json says
 * the same, and CI tests it, 22 and 24 (a test keeps the three in step).
 */
export const MIN_NODE = { major: 20, minor: 16 } as const;

/** The one line to print on an older Node, or undefined when `version` (`v20.16.0`) will do. */
export function unsupportedNode(version: string): string | undefined {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major > MIN_NODE.major || (major === MIN_NODE.major && minor >= MIN_NODE.minor)) return undefined;
  return (
    `caliper needs Node.js ${MIN_NODE.major}.${MIN_NODE.minor} or newer; ` +
    `this is ${version}. Install a newer Node.js (https://nodejs.org) and ` +
    `run it again.`
  );
}
