/**
 * The claim of the contracts: no message a component declares can be missing from content that passes
 * `validate`. For every key of every contract (enumerated from the contracts, with lists expanded over the
 * entries the content has), the key is deleted from the reference catalogue and `validate` must report it, at
 * the section's group in the reference catalogue, or there where the key belongs. On the one-locale fixture
 * site (test/helpers/fixture-site.ts: English only, legal documents cut short, every section, contract and
 * list), after one check that the contracts hold for the real content.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, parseDocument, type Node } from 'yaml';
import type { MessageContract } from '../../core/contract.js';
import { globalContracts, groupContracts, sectionContracts } from '../../site/contract-registry.js';
import type { Problem } from '../../core/errors/problem.js';
import { resolveConfig } from '../../core/config.js';
import { loadContent } from '../../pipeline/load-content.js';
import { createParseMemo } from '../../engine/cache/parse-memo.js';
import { createFixtureSite, positionOf, PROJECT_ROOT } from '../helpers/fixture-site.js';
import { EN, SECTIONS } from './cases/helpers.js';

// The reference catalogue alone: a contract is checked against it; the other locales are compared with it
// elsewhere (test/content/cases/), so a second catalogue would only double each load.
const LOCALES = [EN];
const site = createFixtureSite('one-locale');
const originals = new Map(LOCALES.map((file) => [file, site.read(file)]));
afterAll(() => site.dispose());

/** Group → child names in the reference catalogue, to expand lists over the real entries. */
const reference = parseDocument(originals.get(EN)!);
const childrenOf = (group: string): string[] => {
  const node = reference.getIn(group.split('.'), true) as Node | undefined;
  return isMap(node) ? node.items.map((pair) => String((pair.key as { value: unknown }).value)) : [];
};

/** Every key a contract makes required under `group`, lists expanded. */
function requiredKeys(contract: MessageContract, group: string): string[] {
  const full = (key: string) => (group ? `${group}.${key}` : key);
  const keys = Object.keys(contract.messages).map(full);
  for (const [list, spec] of Object.entries(contract.lists ?? {})) {
    for (const child of childrenOf(full(list))) keys.push(...Object.keys(spec.each).map((key) => full(`${list}.${child}.${key}`)));
  }
  return keys;
}

interface Case {
  readonly key: string;
  /** Where the problem must be (given where it is): the section's group in the reference catalogue, else where the key belongs. */
  readonly expect: (found?: { line: number; column: number }) => { file: string; line: number; column: number };
}

const sectionsText = site.read(SECTIONS);
const sections = (parseDocument(sectionsText).toJS() as { sections: { id: string; type: keyof typeof sectionContracts; messages: string }[] }).sections;
const sectionCases: Case[] = sections.flatMap((section) =>
  requiredKeys(sectionContracts[section.type], section.messages).map((key) => ({
    key,
    // The group's key in en.yaml, at the start of its line.
    expect: () => ({ file: EN, ...positionOf(site.read(EN), `\n${section.messages}:`, 1) }),
  })),
);

const fixedCases: Case[] = [...new Set([
  ...globalContracts.flatMap((contract) => requiredKeys(contract, '')),
  ...groupContracts.flatMap(({ contract, group }) => requiredKeys(contract, group)),
])].map((key) => ({ key, expect: (found) => ({ file: EN, ...besideItsSiblings(site.read(EN), key, found) }) }));

/**
 * Where the key would be added: at a key of its deepest ancestor still in the file (the contracts' order
 * says which; test/content/cases/pointing.ts states it exactly), never the ancestor itself while it has keys.
 * Returns the position the problem has when it is one of those, else the first of them.
 */
function besideItsSiblings(text: string, key: string, found?: { line: number; column: number }): { line: number; column: number } {
  const doc = parseDocument(text);
  const parts = key.split('.');
  for (let n = parts.length - 1; n >= 0; n--) {
    const node = (n === 0 ? doc.contents : doc.getIn(parts.slice(0, n), true)) as Node | null;
    // An ancestor left empty (`links:` alone) is a key of its parent: the problem is at that key.
    if (!node?.range || (n > 0 && !isMap(node))) continue;
    const at = (offset: number) => {
      const before = text.slice(0, offset);
      return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
    };
    const keys = isMap(node) ? node.items.map((pair) => at((pair.key as Node).range![0])) : [];
    if (keys.length === 0) return at(node.range[0]);
    return keys.find((k) => k.line === found?.line && k.column === found.column) ?? keys[0]!;
  }
  return { line: 1, column: 1 };
}

const parsed = new Map(LOCALES.map((file) => [file, parseDocument(originals.get(file)!)]));

/** Cuts the key's lines out of each catalogue's text (a text edit: re-serializing the YAML costs more than validating). */
function deleteEverywhere(key: string): void {
  const parts = key.split('.');
  for (const file of LOCALES) {
    const text = originals.get(file)!;
    const parent = (parts.length === 1 ? parsed.get(file)!.contents : parsed.get(file)!.getIn(parts.slice(0, -1), true)) as Node | null;
    const pair = isMap(parent) ? parent.items.find((p) => String((p.key as { value: unknown }).value) === parts.at(-1)) : undefined;
    if (!pair) throw new Error(`${key} is not in ${file}`);
    const start = text.lastIndexOf('\n', (pair.key as Node).range![0]) + 1;
    let end = (pair.value as Node).range![1];
    if (text[end - 1] !== '\n') end = text.indexOf('\n', end) + 1 || text.length;
    site.write(file, text.slice(0, start) + text.slice(end));
  }
}

function restore(): void {
  for (const [file, text] of originals) site.write(file, text);
}

/**
 * The deletions' loads take the files a deletion leaves alone (site, sections, tiers, packages) from a parse
 * memo (the dev server's, engine/cache/parse-memo.ts); the catalogues, changed each time, are parsed afresh.
 */
const parse = createParseMemo();

const show = (problems: readonly Problem[]) => problems.map((p) => `${p.code} ${p.position.file}:${p.position.line}:${p.position.column} ${p.message}`).join('\n');

/** Every list a contract enumerates, as the group the content gives it. */
const listGroups = [
  ...sections.flatMap((section) => Object.keys(sectionContracts[section.type].lists ?? {}).map((list) => `${section.messages}.${list}`)),
  ...groupContracts.flatMap(({ contract, group }) => Object.keys(contract.lists ?? {}).map((list) => `${group}.${list}`)),
];

describe('the component contracts', () => {
  it('hold for the real content', () => {
    expect(() => loadContent(resolveConfig({ root: PROJECT_ROOT }))).not.toThrow();
  });

  it('hold for the one-locale fixture site the deletions start from', () => {
    expect(site.load().problems).toEqual([]);
  });

  it('enumerate the keys of every section type in use and of every global contract', () => {
    expect(new Set(sections.map((s) => s.type)).size).toBe(Object.keys(sectionContracts).length);
    expect(sectionCases.length).toBeGreaterThan(60);
    expect(fixedCases.length).toBeGreaterThan(60);
  });

  it.each([...sectionCases, ...fixedCases].map((c) => [c.key, c] as const))('report "%s" deleted from the reference catalogue', (key, c) => {
    deleteEverywhere(key);
    try {
      const { problems } = site.load({ parse });
      // The key itself, or the group it was the last key of (one problem naming the group's keys).
      const names = [`"${key}"`, ...key.split('.').slice(0, -1).map((_, i, parts) => `Group "${parts.slice(0, i + 1).join('.')}"`)];
      const match = problems.find((p) => p.code === 'E_CONTRACT_MESSAGE' && names.some((name) => p.message.includes(name)));
      expect(match, `no E_CONTRACT_MESSAGE for ${key}:\n${show(problems)}`).toBeDefined();
      expect(match!.position).toEqual(c.expect(match!.position));
    } finally {
      restore();
    }
  });

  it.each(listGroups)('report the list "%s" emptied in every locale', (group) => {
    deleteEverywhere(group);
    try {
      const { problems } = site.load({ parse });
      expect(problems.some((p) => p.code === 'E_CONTRACT_LIST' && p.message.includes(`"${group}"`)), show(problems)).toBe(true);
    } finally {
      restore();
    }
  });
});
