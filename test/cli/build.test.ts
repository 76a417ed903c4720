/**
 * `build` through the CLI, as a user and CI run it: on broken content it exits 1, prints the problem and
 * writes no output folder (issue 20, item 21).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSite, positionOf, type FixtureSite } from '../helpers/fixture-site.js';
import { runCli } from '../helpers/run-cli.js';

describe('build on broken content', () => {
  let site: FixtureSite;
  beforeAll(() => {
    site = createFixtureSite();
    site.replace('content/messages/sr.yaml', 'stepLabel: "Korak {number}"', 'stepLabel: "Korak {number"');
  });
  afterAll(() => site?.dispose());

  it('exits 1 with the problem at its place, and writes no output folder', async () => {
    const run = await runCli(['build', '--root', site.root, '--out', 'public-site']);
    expect(run.status).toBe(1);
    const { line } = positionOf(site.read('content/messages/sr.yaml'), 'stepLabel');
    expect(run.stdout).toMatch(new RegExp(`^content/messages/sr\\.yaml:${line}:\\d+  E_ICU_SYNTAX  `, 'm'));
    expect(run.stdout).not.toContain('✔ built');
    expect(existsSync(path.join(site.root, 'public-site'))).toBe(false);
  });

  it('exits 1 the same with --format json, whose output is the problems', async () => {
    const run = await runCli(['build', '--root', site.root, '--out', 'public-site', '--format', 'json']);
    expect(run.status).toBe(1);
    expect((JSON.parse(run.stdout) as { code: string }[]).map((p) => p.code)).toContain('E_ICU_SYNTAX');
    expect(existsSync(path.join(site.root, 'public-site'))).toBe(false);
  });
});
