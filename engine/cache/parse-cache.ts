import { createHash } from 'node:crypto';
import { parseDocument, type Document } from 'yaml';
import { hasKeyedEntry, readKeyedEntry, writeKeyedEntry } from './cache-files.js';
import { codeIdentityOf, type CodeIdentity } from './code-identity.js';
import { countLines, PARSE_OPTIONS, parseYaml } from '../../pipeline/load/parse-yaml.js';
import type { ParseYaml, StringLeaf, YamlFile } from '../../pipeline/load/types.js';

/**
 * `parseYaml` with its answers kept on disk. Parsing the messages is the largest part of a
 * `validate` after an edit, and an edit touches one file: the others are read back as JSON, their value
 * and string leaves, and their document is parsed only if a problem needs a position in them.
 *
 * Only files that parsed without any problem are kept, so every problem is found afresh. The key is the
 * file's path and text and the code that parses (the compiled CLI's fingerprint, which covers the installed
 * packages); the sources run by tsx have no fingerprint and no cache. One entry per file and root, so the
 * folder does not grow with every edit.
 */
const RECIPE = 'yaml-1';

interface KeptParse {
  readonly value: unknown;
  readonly stringLeaves: readonly StringLeaf[];
}

export function createParseCache(root: string, cacheDir: string | undefined, code: CodeIdentity | undefined = codeIdentityOf(import.meta.url)): ParseYaml {
  if (!cacheDir || !code) return parseYaml;
  return (file, text) => {
    const { name, key } = entryOf(root, file, text, code);
    const kept = readKeyedEntry<KeptParse>(cacheDir, 'yaml', name, key);
    if (kept && Array.isArray(kept.stringLeaves)) return { file: keptFile(file, text, kept), problems: [] };
    const result = parseYaml(file, text);
    if (result.problems.length === 0 && result.file) {
      const parsed = { value: result.file.value, stringLeaves: result.file.stringLeaves };
      const json = toKeptJson(parsed);
      if (json !== undefined) {
        writeKeyedEntry(cacheDir, 'yaml', name, key, json);
        // As a kept parse from now on: the document (ten times the text in memory, 300 catalogues on a site
        // with 300 locales) is dropped, and parsed again only if a problem needs a position in it.
        return { file: keptFile(file, text, parsed), problems: [] };
      }
    }
    return result;
  };
}

/** Whether the cache holds a parse of this text of `file` (parse-prefill.ts fills what it lacks). */
export function isParseKept(root: string, cacheDir: string, file: string, text: string, code: CodeIdentity): boolean {
  const { name, key } = entryOf(root, file, text, code);
  return hasKeyedEntry(cacheDir, 'yaml', name, key);
}

function entryOf(root: string, file: string, text: string, code: CodeIdentity): { name: string; key: string } {
  return { name: `${root}\0${file}`, key: createHash('sha256').update(`${RECIPE}\0${code.fingerprint}\0${file}\0`).update(text).digest('hex') };
}

/** A loaded file made of a kept parse; its document is parsed from the same text when something asks for it. */
function keptFile(file: string, text: string, kept: KeptParse): YamlFile {
  let doc: Document.Parsed | undefined;
  return {
    file,
    text,
    lineCounter: countLines(text),
    value: kept.value,
    stringLeaves: kept.stringLeaves,
    get doc() {
      return (doc ??= parseDocument(text, PARSE_OPTIONS));
    },
  };
}

/**
 * The entry as JSON, or undefined when JSON would not give the same value back: numbers it cannot write
 * (.inf, .nan, -0) or a `__proto__` key, which JSON.parse makes an own property and YAML's value does not.
 */
function toKeptJson(kept: KeptParse): string | undefined {
  let faithful = true;
  const json = JSON.stringify(kept, (name, value: unknown) => {
    if (name === '__proto__' || (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))) faithful = false;
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) faithful = false;
    return value;
  });
  return faithful ? json : undefined;
}
