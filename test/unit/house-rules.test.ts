import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise as depcruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

/**
 * The import rules of .dependency-cruiser.cjs, which `npm test` checks on the project's own code: here on a
 * small tree written to break each of them, so a rule that stopped catching its case fails a test. The trees
 * are cruised in this process through dependency-cruiser's API, with the configuration read by its own reader
 * and the `err` report its CLI prints (`npm run check:layers`): one load of the cruiser and TypeScript instead
 * of a process per tree.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const options = await extractDepcruiseOptions(path.join(PROJECT_ROOT, '.dependency-cruiser.cjs'));

async function cruise(files: Record<string, string>): Promise<{ status: number; output: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'fiskalis-house-'));
  dirs.push(root);
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', allowImportingTsExtensions: false } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const folders = ['core', 'shared', 'site', 'pipeline', 'engine', 'server', 'dev', 'commands'].filter((f) => Object.keys(files).some((file) => file.startsWith(`${f}/`)));
  // As the CLI does from `root`: the tsconfig.json there, the paths relative to it.
  const result = await depcruise(folders, { ...options, outputType: 'err', baseDir: root }, {}, { tsConfig: extractTSConfig(path.join(root, 'tsconfig.json')) });
  return { status: result.exitCode, output: String(result.output) };
}

describe('the house rules', () => {
  it('let every layer import the layers below it', async () => {
    const run = await cruise({
      'core/a.ts': 'export const a = 1;\n',
      'shared/b.ts': "import { a } from '../core/a.js';\nexport const b = a;\n",
      'site/c.ts': "import { b } from '../shared/b.js';\nexport const c = b;\n",
      'site/runtime/boot.ts': "import { c } from '../c.js';\nexport const boot = c;\n",
      'pipeline/d.ts': "import { c } from '../site/c.js';\nexport const d = c;\n",
      'engine/e.ts': "import { d } from '../pipeline/d.js';\nexport const e = d;\n",
      'server/f.ts': "import { b } from '../shared/b.js';\nexport const f = b;\n",
      'commands/g.ts': "import { e } from '../engine/e.js';\nimport { f } from '../server/f.js';\nexport const g = [e, f];\n",
    });
    expect(run.output).toContain('no dependency violations found');
    expect(run.status).toBe(0);
  });

  it.each([
    ['core-imports-down-only', { 'core/a.ts': "import { b } from '../shared/b.js';\nexport const a = b;\n", 'shared/b.ts': 'export const b = 1;\n' }],
    ['site-imports-down-only', { 'site/a.ts': "import { b } from '../pipeline/b.js';\nexport const a = b;\n", 'pipeline/b.ts': 'export const b = 1;\n' }],
    ['pipeline-imports-down-only', { 'pipeline/a.ts': "import { b } from '../engine/b.js';\nexport const a = b;\n", 'engine/b.ts': 'export const b = 1;\n' }],
    ['server-imports-down-only', { 'server/a.ts': "import { b } from '../pipeline/b.js';\nexport const a = b;\n", 'pipeline/b.ts': 'export const b = 1;\n' }],
    ['no-cycles', { 'pipeline/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n", 'pipeline/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n" }],
    ['browser-no-node', { 'site/runtime/a.ts': "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n" }],
    ['browser-no-build-or-server-code', { 'site/islands/form/browser/a.ts': "import { b } from '../../../../server/b.js';\nexport const a = b;\n", 'server/b.ts': 'export const b = 1;\n' }],
  ] as [string, Record<string, string>][])('catch %s', async (rule, files) => {
    const run = await cruise(files);
    expect(run.status).not.toBe(0);
    expect(run.output).toContain(`error ${rule}:`);
  });
});
