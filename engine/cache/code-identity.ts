import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the code that runs is: known only for the compiled CLI, whose folder name is its fingerprint. */
export interface CodeIdentity {
  /** The compiled bundle's fingerprint. */
  readonly fingerprint: string;
  /** The node_modules the bundle runs from and imports its dependencies from. */
  readonly nodeModules: string;
}

/**
 * The identity of the code in `moduleUrl`, when it is a module of the compiled CLI
 * (node_modules/.cache/fiskalis-site/cli/<fingerprint>/…); undefined for the sources run by tsx, which get no
 * cache: nothing cheap names their version.
 */
export function codeIdentityOf(moduleUrl: string): CodeIdentity | undefined {
  if (!moduleUrl.startsWith('file:')) return undefined;
  const match = /^(.*[\\/]node_modules)[\\/]\.cache[\\/]fiskalis-site[\\/]cli[\\/]([0-9a-f]{16,})[\\/]/.exec(fileURLToPath(moduleUrl));
  return match ? { nodeModules: match[1]!, fingerprint: match[2]! } : undefined;
}

/**
 * The tool's own folder: beside the node_modules the compiled CLI runs from, or two folders above this
 * module when the sources run (tsx). The compiled CLI is made from that folder's sources.
 */
export const TOOL_ROOT = (() => {
  const code = codeIdentityOf(import.meta.url);
  return code ? path.dirname(code.nodeModules) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
})();
