import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../core/errors/catalogue.js';
import type { Problem } from '../../core/errors/problem.js';
import { createParseMemo } from '../../engine/cache/parse-memo.js';
import { createFixtureSite } from '../helpers/fixture-site.js';

/**
 * Random damage to each content file (of the small fixture site, test/helpers/fixture-site.ts: the real
 * content in two locales, the legal documents cut short; the damage, not the size, is the point) must end in content or in well-formed problems: never a crash,
 * never a position outside the file, never a hang (a hang ends in the test's timeout; how long a load of damaged
 * content takes is bench/broken-content.ts's to say). Deterministic: the seed is in the test name, and
 * FUZZ_SEED=<number> replays or varies a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed2026) >>> 0;
const FILES = [
  'content/site.yaml',
  'content/sections.yaml',
  'content/tiers.yaml',
  'content/packages.yaml',
  'content/messages/en.yaml',
  'content/messages/me.yaml',
];
/** About 260 loads in all. */
const RUNS_PER_FILE = 43;

/** mulberry32: a small, fast, seedable PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof mulberry32>;
const int = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!;

const TOKENS = ['*a', '&a ', '*anchor', '&anchor ', '{', '}', ':', ': ', '[', ']', '"', "'", '#', '- ', '|-', '>', '? ', '!!str ', '%', ',', '*', '&', '{#}', '{x, plural, few {#}}'];
/** Bytes that are invalid UTF-8 on their own, control characters, and YAML indicators. */
const BYTES = [0x00, 0x01, 0x07, 0x08, 0x09, 0x0b, 0x0c, 0x0d, 0x1b, 0x7f, 0x80, 0xbf, 0xc0, 0xc3, 0xe2, 0xf0, 0xfe, 0xff, 0x22, 0x26, 0x2a, 0x3a, 0x7b, 0x7d];

type Mutation = (random: Random, bytes: Buffer) => { bytes: Buffer; what: string };

const lines = (bytes: Buffer) => bytes.toString('latin1').split('\n');
const fromLines = (list: string[]) => Buffer.from(list.join('\n'), 'latin1');

const MUTATIONS: readonly Mutation[] = [
  (random, bytes) => {
    const at = int(random, bytes.length + 1);
    return { bytes: bytes.subarray(0, at), what: `truncate at ${at}` };
  },
  (random, bytes) => {
    const copy = Buffer.from(bytes);
    const flips: string[] = [];
    for (let i = 1 + int(random, 4); i > 0 && copy.length > 0; i--) {
      const at = int(random, copy.length);
      copy[at] = random() < 0.7 ? pick(random, BYTES) : int(random, 256);
      flips.push(`${at}=0x${copy[at]!.toString(16)}`);
    }
    return { bytes: copy, what: `flip ${flips.join(' ')}` };
  },
  (random, bytes) => {
    const list = lines(bytes);
    const at = int(random, list.length);
    const count = 1 + int(random, 3);
    list.splice(at, count);
    return { bytes: fromLines(list), what: `delete ${count} line(s) from ${at + 1}` };
  },
  (random, bytes) => {
    const list = lines(bytes);
    const at = int(random, list.length);
    list.splice(at, 0, list[at]!);
    return { bytes: fromLines(list), what: `duplicate line ${at + 1}` };
  },
  (random, bytes) => {
    const list = lines(bytes);
    const at = int(random, list.length);
    const line = list[at]!;
    const body = line.trimStart();
    const indent = line.length - body.length;
    const choice = int(random, 3);
    const next = choice === 0 ? Math.max(0, indent - 1 - int(random, 4)) : indent + 1 + int(random, 4);
    list[at] = choice === 2 ? `\t${body}` : `${' '.repeat(next)}${body}`;
    return { bytes: fromLines(list), what: `reindent line ${at + 1} (${choice === 2 ? 'tab' : `${indent}→${next}`})` };
  },
  (random, bytes) => {
    const list = lines(bytes);
    const at = int(random, Math.max(1, list.length - 1));
    [list[at], list[at + 1]] = [list[at + 1] ?? '', list[at]!];
    return { bytes: fromLines(list), what: `swap lines ${at + 1} and ${at + 2}` };
  },
  (random, bytes) => {
    const at = int(random, bytes.length + 1);
    const token = pick(random, TOKENS);
    return { bytes: Buffer.concat([bytes.subarray(0, at), Buffer.from(token), bytes.subarray(at)]), what: `insert ${JSON.stringify(token)} at ${at}` };
  },
];

const site = createFixtureSite('small');
afterAll(() => site.dispose());
/**
 * The damaged loads parse only the damaged file: the others come from a parse memo (the dev server's,
 * engine/cache/parse-memo.ts), which hands back the parse of a text it has seen, so every load still sees
 * one damaged file among intact ones.
 */
const parse = createParseMemo();

function checkProblem(problem: Problem, texts: ReadonlyMap<string, string>): string[] {
  const errors: string[] = [];
  if (!(problem.code in catalogue)) errors.push(`unknown code ${String(problem.code)}`);
  if (typeof problem.message !== 'string' || problem.message.trim() === '') errors.push('empty message');
  if (typeof problem.hint !== 'string' || problem.hint.trim() === '') errors.push('empty hint');
  const { file, line, column } = problem.position ?? {};
  if (typeof file !== 'string' || !file.startsWith('content/')) errors.push(`bad file ${String(file)}`);
  if (!Number.isInteger(line) || line < 1) errors.push(`bad line ${String(line)}`);
  if (!Number.isInteger(column) || column < 1) errors.push(`bad column ${String(column)}`);
  // A position lies inside its file: on one of its lines, at most one past the end of that line.
  const text = texts.get(file);
  if (text !== undefined && Number.isInteger(line) && line >= 1) {
    const fileLines = text.split('\n');
    if (line > fileLines.length) errors.push(`line ${line} beyond the ${fileLines.length} lines of ${file}`);
    else if (column > fileLines[line - 1]!.length + 1) errors.push(`column ${column} beyond line ${line} of ${file}`);
  }
  return errors;
}

describe(`fuzzed content (seed ${SEED}, FUZZ_SEED=${SEED} to replay)`, () => {
  it('loads the unchanged content, which also compiles the schemas once', () => {
    expect(site.load().problems).toEqual([]);
  });

  it.each(FILES.map((file, i) => [file, i] as const))(`survives ${RUNS_PER_FILE} random mutations of %s`, (file, index) => {
    const random = mulberry32(SEED + index * 0x9e3779b9);
    const original = Buffer.from(site.read(file), 'utf8');
    const texts = new Map(FILES.map((f) => [f, site.read(f)]));
    const failures: string[] = [];
    let withProblems = 0;
    try {
      for (let run = 0; run < RUNS_PER_FILE; run++) {
        let bytes: Buffer = original;
        const steps: string[] = [];
        for (let n = 1 + int(random, 3); n > 0; n--) {
          const result = pick(random, MUTATIONS)(random, bytes);
          bytes = result.bytes;
          steps.push(result.what);
        }
        writeFileSync(path.join(site.root, file), bytes);
        texts.set(file, bytes.toString('utf8'));
        const label = `${file} run ${run}: ${steps.join('; ')}`;

        let result: ReturnType<typeof site.load>;
        try {
          result = site.load({ parse });
        } catch (error) {
          failures.push(`${label}: threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          continue;
        }
        if (result.content === undefined && result.problems.length === 0) failures.push(`${label}: neither content nor problems`);
        if (result.content !== undefined && result.problems.length > 0) failures.push(`${label}: both content and problems`);
        if (result.problems.length > 0) withProblems++;
        for (const problem of result.problems) {
          const errors = checkProblem(problem, texts);
          if (errors.length) failures.push(`${label}: ${problem.code} at ${JSON.stringify(problem.position)} "${problem.message}": ${errors.join(', ')}`);
        }
      }
    } finally {
      writeFileSync(path.join(site.root, file), original);
    }
    expect(failures).toEqual([]);
    // The mutations do damage: most runs must end in problems, or the fuzzing tests little.
    expect(withProblems).toBeGreaterThan(RUNS_PER_FILE / 2);
  });
});
