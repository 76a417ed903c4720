import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import type { YamlFile } from '../../pipeline/load/types.js';
import type { Checked } from '../../pipeline/validate/rules/context.js';

/**
 * Strips the indentation common to all non-blank lines and the first and last line breaks, so YAML can
 * be written indented inside a test: yaml`...`. Interpolated values are inserted as they are.
 */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw.replace(/^\n/, '').replace(/\n[ \t]*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return `${lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n')}\n`;
}

/** A YAML file parsed from inline text; fails the test if the text itself has YAML problems. */
export function yamlFile(file: string, text: string): YamlFile {
  const result = parseYaml(file, text);
  if (result.problems.length > 0 || !result.file) {
    throw new Error(`inline YAML for ${file} has problems: ${result.problems.map((p) => p.message).join('; ')}`);
  }
  return result.file;
}

/** A data file as cross-file rules receive it after its schema passed; the caller states the shape. */
export function checked<T>(file: string, text: string): Checked<T> {
  const parsed = yamlFile(file, text);
  return { file: parsed, data: parsed.value as T };
}
