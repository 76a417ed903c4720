import type { PackagesData, SectionsData, SiteData, TiersData } from '../../../core/content/types.js';
import type { ErrorCode } from '../../../core/errors/catalogue.js';
import { createProblem, type Problem } from '../../../core/errors/problem.js';
import { locate } from '../../load/locate.js';
import type { DataPath, YamlFile } from '../../load/types.js';
import type { LocaleMessages } from '../../i18n/compare.js';

/** A data file that passed its schema, so its value has the typed shape. */
export interface Checked<T> {
  readonly file: YamlFile;
  readonly data: T;
}

/** What cross-file rules see. A file is absent when it failed to load or to match its schema. */
export interface RuleContext {
  readonly site?: Checked<SiteData>;
  readonly sections?: Checked<SectionsData>;
  readonly tiers?: Checked<TiersData>;
  readonly packages?: Checked<PackagesData>;
  /** Locale codes that have a message file, with the file. */
  readonly messageFiles: ReadonlyMap<string, YamlFile>;
  /** Keys of the reference (default-locale) catalogue, when it loaded. */
  readonly messageKeys?: ReadonlySet<string>;
  /** Every catalogue that loaded, parsed, the reference (default locale) first; for argument checks. */
  readonly catalogues?: readonly LocaleMessages[];
}

export function problemAt(code: ErrorCode, message: string, file: YamlFile, dataPath: DataPath, at: 'value' | 'key' = 'value'): Problem {
  return createProblem(code, message, locate(file, dataPath, at));
}

/** Reports the second and later entries whose key repeats an earlier one. */
export function findDuplicates<T>(items: readonly T[], keyOf: (item: T) => string): { index: number; key: string; first: number }[] {
  const seen = new Map<string, number>();
  const duplicates: { index: number; key: string; first: number }[] = [];
  items.forEach((item, index) => {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else duplicates.push({ index, key, first });
  });
  return duplicates;
}
