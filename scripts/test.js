#!/usr/bin/env node
// `npm test`: the static checks and the tests (vitest run) side by side rather than one after the other. The
// checks (the type check, the house's import rules, unused code) keep one core busy for a while; vitest's first
// seconds go to its global setups (a build, a Chromium), and its browser tests often wait on the browser. Each
// check's report is printed when it ends; the run fails when any of them fails. Extra arguments go to vitest
// (`npm test -- --project fast`).
import { spawn } from 'node:child_process';

/** A program under node_modules/. */
const bin = (name) => new URL(`../node_modules/${name}`, import.meta.url).pathname;

/**
 * The checks, one after another: the type check, the import rules (.dependency-cruiser.cjs), unused code (knip.json).
 * The type check is TypeScript 7's native compiler (`typescript-native`, docs/decisions/0023-native-type-check.md),
 * called by its path: its `tsc` and TypeScript 5's, which knip and dependency-cruiser load, share a name in .bin.
 */
const CHECKS = [
  ['tsc --noEmit', 'typescript-native/bin/tsc', ['--noEmit'], 'no type errors'],
  ['dependency-cruiser', '.bin/depcruise', ['core', 'shared', 'site', 'pipeline', 'engine', 'server', 'dev', 'commands', 'cli.ts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], 'every import points down the house'],
  ['knip', '.bin/knip', [], 'no unused files, exports or dependencies'],
];

function runCheck([name, command, args, ok]) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(bin(command), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(code === 0 ? `${name}: ${ok}\n` : `${name} failed:\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const checks = (async () => {
  let failed = 0;
  for (const check of CHECKS) failed = (await runCheck(check)) || failed;
  return failed;
})();

const tests = new Promise((resolve) => {
  const vitest = spawn(bin('.bin/vitest'), ['run', ...process.argv.slice(2)], { stdio: 'inherit' });
  vitest.on('close', (code) => resolve(code ?? 1));
});

const [checked, tested] = await Promise.all([checks, tests]);
process.exitCode = checked !== 0 ? checked : tested;
