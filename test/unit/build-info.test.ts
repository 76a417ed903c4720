import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { computeBuildInfo } from '../../pipeline/metadata/build-info.js';

let scratch: string;
let site: string;
let tool: string;
const write = (file: string, text: string) => (mkdirSync(path.dirname(file), { recursive: true }), writeFileSync(file, text));
const idOf = (root: string, toolRoot: string) => computeBuildInfo(resolveConfig({ root }), { SOURCE_DATE_EPOCH: '0' }, [], toolRoot).id;

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-build-info-'));
  site = path.join(scratch, 'site');
  tool = path.join(scratch, 'tool');
  for (const root of [site, tool]) {
    write(path.join(root, 'content/site.yaml'), 'brand: Fiskalis\n');
    write(path.join(root, 'schema/site.schema.json'), '{}');
    write(path.join(root, 'engine/build.ts'), 'export {};\n');
    write(path.join(root, 'site/App.tsx'), 'export {};\n');
  }
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('computeBuildInfo', () => {
  it("gives a root built by another folder's tool a new id when the tool's generator or components change", () => {
    const before = idOf(site, tool);
    appendFileSync(path.join(tool, 'engine/build.ts'), '// new version\n');
    const generatorChanged = idOf(site, tool);
    expect(generatorChanged).not.toBe(before);
    appendFileSync(path.join(tool, 'site/App.tsx'), '// new version\n');
    expect(idOf(site, tool)).not.toBe(generatorChanged);
    // The tool's content and schemas are not the site's: they do not count.
    const now = idOf(site, tool);
    appendFileSync(path.join(tool, 'content/site.yaml'), '# tool\n');
    expect(idOf(site, tool)).toBe(now);
  });

  it("hashes the tool's own root once: its id does not depend on where the tool is said to be", () => {
    const own = idOf(site, site);
    expect(idOf(site, `${site}/`)).toBe(own);
    appendFileSync(path.join(site, 'engine/build.ts'), '// edit\n');
    expect(idOf(site, site)).not.toBe(own);
  });

  it('leaves the id and the timestamp as they are when only the translators\' records (content/i18n-sources.yaml) change', () => {
    const info = () => computeBuildInfo(resolveConfig({ root: site }), {}, [], site);
    const before = info();
    write(path.join(site, 'content/i18n-sources.yaml'), 'reference: en\ntranslations: {}\n');
    utimesSync(path.join(site, 'content/i18n-sources.yaml'), new Date(), new Date(Date.now() + 60_000));
    expect(info()).toEqual(before);
    appendFileSync(path.join(site, 'content/site.yaml'), '# edit\n');
    expect(info().id).not.toBe(before.id);
  });
});
