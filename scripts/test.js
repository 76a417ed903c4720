#!/usr/bin/env node
// `npm test`: the type check (tsc --noEmit) and the tests (vitest run) side by side rather than one after the
// other. tsc keeps one core busy for a while; vitest's first seconds go to its global setups (a build, a
// Chromium), and its browser tests often wait on the browser. tsc's report is printed when it ends; the run
// fails when either fails. Extra arguments go to vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const typecheck = new Promise((resolve) => {
  let output = '';
  const tsc = spawn(bin('tsc'), ['--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
  tsc.stdout.on('data', (chunk) => (output += chunk));
  tsc.stderr.on('data', (chunk) => (output += chunk));
  tsc.on('close', (code) => {
    process.stdout.write(code === 0 ? 'tsc --noEmit: no type errors\n' : `tsc --noEmit failed:\n${output}`);
    resolve(code ?? 1);
  });
});

const tests = new Promise((resolve) => {
  const vitest = spawn(bin('vitest'), ['run', ...process.argv.slice(2)], { stdio: 'inherit' });
  vitest.on('close', (code) => resolve(code ?? 1));
});

const [typed, tested] = await Promise.all([typecheck, tests]);
process.exitCode = typed !== 0 ? typed : tested;
