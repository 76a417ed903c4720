/**
 * A base built by a CLI older than `build --render-record` (it wrote the record into its output): `diff`
 * builds it again without the option and reads the record where that build left it. The old CLI is a
 * stand-in script answering as commander answered it: an unknown option is exit 2 before any build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSide } from '../../commands/diff/build-side.js';
import { readSide } from '../../commands/diff/read-side.js';

const OLD_CLI = `
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
const unknown = args.find((arg) => arg.startsWith('--') && !['--out', '--format'].includes(arg));
if (unknown) {
  process.stderr.write("error: unknown option '" + unknown + "'\\n");
  process.exit(2);
}
const out = args[args.indexOf('--out') + 1];
mkdirSync(path.join(out, 'builds'), { recursive: true });
mkdirSync(path.join(out, '.fiskalis'), { recursive: true });
writeFileSync(path.join(out, 'builds/latest.json'), JSON.stringify({ id: 'old', timestamp: 0 }));
writeFileSync(path.join(out, 'index.html'), '<!DOCTYPE html><html><head><title>Old</title></head><body><main>Old</main></body></html>');
writeFileSync(path.join(out, '.fiskalis/render-record.json'), JSON.stringify({ version: 1, referenceLocale: 'en', pages: {}, messages: { en: { a: 'A' } }, data: {} }));
process.stdout.write('built\\n');
`;

let project: string;
beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'fiskalis-old-cli-'));
  mkdirSync(path.join(project, 'bin'));
  // CommonJS: the folder has no package.json saying otherwise.
  writeFileSync(path.join(project, 'bin', 'fiskalis-site.js'), OLD_CLI);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('diff with a base whose CLI predates --render-record', () => {
  it('builds it again without the option, and reads the record that build wrote into its output', async () => {
    const [outDir, recordFile] = [path.join(project, 'run', 'site'), path.join(project, 'run', 'render-record.json')];
    const run = await buildSide(project, outDir, recordFile, process.env, 1767225600);
    expect(run).toEqual({ code: 0, output: 'built\n' });
    const side = readSide(outDir, recordFile);
    expect([[...side.pages.keys()], side.record?.messages]).toEqual([['index.html'], { en: { a: 'A' } }]);
  });
});
