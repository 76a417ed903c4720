import { parseYaml } from '../../pipeline/load/parse-yaml.js';
import type { LoadResult, ParseYaml } from '../../pipeline/load/types.js';

/**
 * `parse` (parseYaml by default) that keeps each file's last parse: a long-running process (the dev server)
 * loads the content again after every save, and a file whose text is unchanged is not parsed again, only the
 * edited one; `validate` reads the content a second time for its warnings. What it returns is read-only to
 * every stage (the resolved content freezes the values), so sharing it between loads is safe.
 */
export function createParseMemo(parse: ParseYaml = parseYaml): ParseYaml {
  const kept = new Map<string, { text: string; result: LoadResult }>();
  return (file, text) => {
    const last = kept.get(file);
    if (last?.text === text) return last.result;
    const result = parse(file, text);
    kept.set(file, { text, result });
    return result;
  };
}
