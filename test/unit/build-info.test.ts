import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { buildInfoOf, readBuildInputs } from '../../pipeline/metadata/build-info.js';

let scratch: string;
let site: string;
let tool: string;
const write = (file: string, text: string) => (mkdirSync(path.dirname(file), { recursive: true }), writeFileSync(file, text));
const infoOf = (root: string, toolRoot: string, env: NodeJS.ProcessEnv, made: [string, string][] = []) => buildInfoOf(readBuildInputs(resolveConfig({ root }), env, [], toolRoot), made);
const idOf = (root: string, toolRoot: string, made?: [string, string][]) => infoOf(root, toolRoot, { SOURCE_DATE_EPOCH: '0' }, made).id;

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fiskalis-build-info-'));
  site = path.join(scratch, 'site');
  tool = path.join(scratch, 'tool');
  for (const root of [site, tool]) {
    write(path.join(root, 'content/site.yaml'), 'brand: Fiskalis\n');
    write(path.join(root, 'schema/site.schema.json'), '{}');
    write(path.join(root, 'engine/build.ts'), 'export {};\n');
    write(path.join(root, 'pipeline/render/page.ts'), 'export {};\n');
    write(path.join(root, 'site/App.tsx'), 'export {};\n');
  }
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('computeBuildInfo', () => {
  it("gives a root built by another folder's tool a new id when the tool's stages or components change", () => {
    const before = idOf(site, tool);
    appendFileSync(path.join(tool, 'pipeline/render/page.ts'), '// new version\n');
    const stagesChanged = idOf(site, tool);
    expect(stagesChanged).not.toBe(before);
    appendFileSync(path.join(tool, 'site/App.tsx'), '// new version\n');
    expect(idOf(site, tool)).not.toBe(stagesChanged);
    // The tool's content and schemas are not the site's: they do not count.
    const now = idOf(site, tool);
    appendFileSync(path.join(tool, 'content/site.yaml'), '# tool\n');
    expect(idOf(site, tool)).toBe(now);
  });

  it('keeps the id when only engine/ changes, and counts what the build made before the pages by name and bytes', () => {
    const made: [string, string][] = [['assets/boot-a1.js', 'boot();'], ['assets/drawings/hero.b2.svg', '<svg/>']];
    const before = idOf(site, site, made);
    // The engine makes the same output faster (a cache, a thread): a change to it is no new version for visitors.
    appendFileSync(path.join(site, 'engine/build.ts'), '// a faster way\n');
    expect(idOf(site, site, made)).toBe(before);
    const byTool = idOf(site, tool, made);
    appendFileSync(path.join(tool, 'engine/build.ts'), '// a faster way\n');
    expect(idOf(site, tool, made)).toBe(byTool);
    // What it makes counts: other bytes, another name, one file more; not the order it was made in.
    expect(idOf(site, site, [made[0]!, ['assets/drawings/hero.b2.svg', '<svg />']])).not.toBe(before);
    expect(idOf(site, site, [made[0]!, ['assets/drawings/hero.c3.svg', '<svg/>']])).not.toBe(before);
    expect(idOf(site, site, [...made, ['favicon.svg', '<svg/>']])).not.toBe(before);
    expect(idOf(site, site, [...made].reverse())).toBe(before);
  });

  it("hashes the tool's own root once: its id does not depend on where the tool is said to be", () => {
    const own = idOf(site, site);
    expect(idOf(site, `${site}/`)).toBe(own);
    appendFileSync(path.join(site, 'pipeline/render/page.ts'), '// edit\n');
    expect(idOf(site, site)).not.toBe(own);
  });

  it('leaves the id and the timestamp as they are when only the translators\' records (content/i18n-sources.yaml) change', () => {
    const info = () => infoOf(site, site, {});
    const before = info();
    write(path.join(site, 'content/i18n-sources.yaml'), 'reference: en\ntranslations: {}\n');
    utimesSync(path.join(site, 'content/i18n-sources.yaml'), new Date(), new Date(Date.now() + 60_000));
    expect(info()).toEqual(before);
    appendFileSync(path.join(site, 'content/site.yaml'), '# edit\n');
    expect(info().id).not.toBe(before.id);
  });
});
