import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { listFiles } from '../../core/files.js';

/** One island of one route, with the brotli bytes of its texts in each locale. */
export interface IslandBytes {
  /** The route id (home, accountDelete). */
  readonly route: string;
  /** The island's id on the page (`data-island-id`) and its component name. */
  readonly id: string;
  readonly island: string;
  /** Brotli bytes of the island's texts by locale code. */
  readonly bytes: Readonly<Record<string, number>>;
}

interface PayloadFile {
  readonly locale?: string;
  readonly route?: { readonly id?: string };
  readonly islands?: Record<string, { name?: string; props?: { messages?: unknown } }>;
}

/**
 * What each locale adds to each island: the texts the island receives in the route's `_payload.json` (its
 * `messages` prop, formatted at build time; the whole props of an island without one), compressed as a
 * host compresses the payload (brotli, quality 11). Undefined when the output folder has no payloads.
 */
export function measureIslandBytes(outDir: string): IslandBytes[] | undefined {
  const payloads = listFiles(outDir).filter((f) => f === '_payload.json' || f.endsWith('/_payload.json'));
  if (payloads.length === 0) return undefined;
  const byIsland = new Map<string, { route: string; id: string; island: string; bytes: Record<string, number> }>();
  for (const file of payloads) {
    const payload = JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as PayloadFile;
    if (!payload.locale || !payload.route?.id) continue;
    for (const [id, island] of Object.entries(payload.islands ?? {})) {
      const texts = island.props?.messages ?? island.props ?? {};
      const key = `${payload.route.id}#${id}`;
      const row = byIsland.get(key) ?? { route: payload.route.id, id, island: island.name ?? id, bytes: {} };
      row.bytes[payload.locale] = brotli(JSON.stringify(texts));
      byIsland.set(key, row);
    }
  }
  return [...byIsland.values()].sort((a, b) => a.route.localeCompare(b.route) || a.id.localeCompare(b.id));
}

function brotli(text: string): number {
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
