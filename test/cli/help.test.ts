import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { runInProcess } from '../helpers/run-cli.js';

const commandsDoc = readFileSync(path.join(PROJECT_ROOT, 'docs/commands.md'), 'utf8');
const reference = /^## Command reference\n[\s\S]*?```\n([\s\S]*?)```/m.exec(commandsDoc)![1]!;

/** docs/commands.md's usage line per command: `fiskalis-site i18n add <code> [--root <dir>] …` → 'i18n add' → flags. */
const documented = new Map(
  reference.trim().split('\n').map((line) => {
    const words = line.replace(/^fiskalis-site\s+/, '').split(/\s+/);
    const command = words.filter((w, i) => /^[a-z][a-z0-9-]*$/.test(w) && words.slice(0, i).every((v) => /^[a-z][a-z0-9-]*$/.test(v))).join(' ');
    return [command, [...line.matchAll(/--[a-z-]+/g)].map((m) => m[0]).sort()] as const;
  }),
);

/** The help cli.ts prints (in this process: the same commander program the compiled CLI runs). */
async function helpOf(args: readonly string[]): Promise<string> {
  const run = await runInProcess([...args, '--help']);
  expect([run.status, run.stderr]).toEqual([0, '']);
  return run.stdout;
}

async function helpFlags(command: string): Promise<string[]> {
  const help = await helpOf(command.split(' '));
  const flags = [...help.matchAll(/^\s+(?:-\w, )?(--[a-z-]+)/gm)].map((m) => m[1]!);
  return flags.filter((f) => f !== '--help').sort();
}

async function helpCommands(parent: string[] = []): Promise<string[]> {
  const help = await helpOf(parent);
  const commands = /Commands:\n([\s\S]*)/.exec(help)?.[1] ?? '';
  return [...commands.matchAll(/^ {2}([a-z][a-z0-9-]*)/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
}

describe('the command reference of docs/commands.md', () => {
  it('lists every command of the CLI, subcommands included', async () => {
    const commands: string[] = [];
    for (const c of await helpCommands()) {
      const subcommands = await helpCommands([c]);
      // A command with subcommands of its own (outbox) is used only through them; i18n is both.
      commands.push(...(c === 'outbox' ? subcommands.map((s) => `${c} ${s}`) : [c, ...subcommands.map((s) => `${c} ${s}`)]));
    }
    expect([...documented.keys()].sort()).toEqual(commands.sort());
  });

  it.each([...documented.keys()])('documents the options `%s --help` prints', async (command) => {
    expect(documented.get(command)).toEqual(await helpFlags(command));
  });
});
