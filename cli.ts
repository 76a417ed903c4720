#!/usr/bin/env -S npx tsx
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Command, InvalidArgumentError, Option } from 'commander';
import pc from 'picocolors';
import { resolveConfig } from './generator/config.js';
import { ContentProblems, UsageError } from './generator/errors/problem.js';
import { loadContent, summarize } from './generator/pipeline.js';
import { FORMATS, renderProblems, type ReportFormat } from './generator/report/index.js';

const EXIT = { ok: 0, content: 1, usage: 2 } as const;
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string; description: string };

/** Colour only on a terminal, never when NO_COLOR is set (no-color.org), always with FORCE_COLOR. */
function useColor(stream: NodeJS.WriteStream): boolean {
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') return true;
  return Boolean(stream.isTTY);
}

function showValidate(options: { root?: string; format: ReportFormat }): number {
  const started = performance.now();
  const config = resolveConfig({ ...(options.root ? { root: options.root } : {}) });
  try {
    const summary = summarize(loadContent(config));
    if (options.format === 'json') process.stdout.write('[]\n');
    else if (options.format === 'text') {
      const ms = Math.round(performance.now() - started);
      const line = `✔ content valid: ${summary.files} files, ${summary.locales} locales, ${summary.messages} messages, ${summary.sections} sections, ${summary.packages} packages (${ms} ms)`;
      process.stdout.write(`${pc.createColors(useColor(process.stdout)).green(line)}\n`);
    }
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error;
    const sources = new Map<string, string>();
    for (const p of error.problems) {
      if (!sources.has(p.position.file)) sources.set(p.position.file, readSource(path.join(config.root, p.position.file)));
    }
    const out = renderProblems(error.problems, options.format, { color: useColor(process.stdout), sources });
    process.stdout.write(`${out}\n`);
    return EXIT.content;
  }
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function parseFormat(value: string): ReportFormat {
  if (!(FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`Use one of: ${FORMATS.join(', ')}.`);
  return value as ReportFormat;
}

const program = new Command()
  .name('fiskalis-site')
  .description(pkg.description)
  .version(pkg.version)
  .showHelpAfterError()
  .exitOverride();

program
  .command('validate')
  .description('check all content (YAML syntax, schemas, cross-file rules, ICU messages) and report every problem')
  .option('--root <dir>', 'project folder holding content/ and schema/', undefined)
  .addOption(new Option('--format <format>', `output format: ${FORMATS.join(', ')}`).default('text').argParser(parseFormat))
  .action((options: { root?: string; format: ReportFormat }) => {
    process.exitCode = showValidate(options);
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'commander.helpDisplayed' || code === 'commander.version' || code === 'commander.help') process.exit(EXIT.ok);
  if (code?.startsWith('commander.')) process.exit(EXIT.usage);
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT.usage);
  }
  throw error;
}
