import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { LinkChecker } from 'linkinator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSite, type SharedSite } from '../helpers/built-site.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { SPECULATION_RULES } from '../../shared/prefetch-rules.js';
import { serveOutput } from '../../commands/check-links/serve-output.js';

// The run's one build of the real site (test/setup/site.ts).
let site: SharedSite;
beforeAll(async () => {
  site = await sharedSite();
});
afterAll(() => site?.dispose());

const htmlFiles = () => site.list().filter((f) => f.endsWith('.html'));
const brotli = (text: string | Buffer) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Brotli bytes of a file of the site, compressed once: every page loads the same few modules. */
const brotliOfFiles = new Map<string, number>();
const brotliOfFile = (file: string) => {
  let size = brotliOfFiles.get(file);
  if (size === undefined) brotliOfFiles.set(file, (size = brotli(readFileSync(path.join(site.outDir, file)))));
  return size;
};

/** Inline scripts the browser runs: not those with a src, not data blocks (type="application/json"). */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

/** A module script's file and every file it imports statically (what loads before it runs), relative to dist/. */
function staticImportClosure(url: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(site.outDir, file), 'utf8');
    for (const m of code.matchAll(/\bimport\s*(?:[\w{}*,\s$]+from\s*)?["'`]([^"'`]+)["'`]/g)) visit(path.posix.join(path.posix.dirname(file), m[1]!));
  };
  visit(url.replace(/^\//, ''));
  return [...seen];
}

describe('HTML validity', () => {
  // .htmlvalidate.json: the recommended rules, adapted to how React writes HTML (documented there).
  const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(PROJECT_ROOT, '.htmlvalidate.json'), 'utf8')));
  it('every page is valid HTML', async () => {
    const failures: string[] = [];
    for (const file of htmlFiles()) {
      const report = await validator.validateString(site.read(file), file);
      for (const result of report.results) for (const m of result.messages) failures.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('links', () => {
  it('has no broken internal links or fragments (offline)', async () => {
    // Served as a static host serves it (`/en` is en.html), as check-links does, and crawled from the home page.
    const served = await serveOutput(site.outDir);
    try {
      const result = await new LinkChecker().check({
        path: `${served.origin}/`,
        recurse: true,
        // A page's URL (`/en`) names a file, as for a browser (commands/check-links/check-links.ts says why).
        cleanUrls: true,
        checkFragments: true,
        // Offline: only links into the site itself are followed.
        linksToSkip: async (link) => !link.startsWith(served.origin),
      });
      const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.url} (from ${l.parent}) ${l.status}`);
      expect(broken).toEqual([]);
      // Links are reported once per URL; the crawl must have reached every page of every locale.
      const crawled = new Set(result.links.filter((l) => l.state === 'OK').map((l) => l.url.slice(served.origin.length).replace(/[#?].*$/, '').replace(/(.)\/$/, '$1')));
      for (const page of ['/', '/privacy', '/account-delete', '/en', '/en/privacy', '/en/account-delete', '/sr', '/sr/privacy', '/sr/account-delete']) expect(crawled).toContain(page);
    } finally {
      await served.close();
    }
  });
});

describe('byte budgets (brotli)', () => {
  // The home pages' HTML and DOM budgets are in budgets.test.ts.
  it('up-front JS ≤ 5 KB on every page (inline scripts and the module every page loads, with its static imports)', () => {
    for (const file of htmlFiles()) {
      const html = site.read(file);
      const inline = executableInlineScripts(html).join('');
      const linked = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].flatMap((m) => staticImportClosure(m[1]!));
      const bytes = (inline ? brotli(inline) : 0) + linked.reduce((n, f) => n + brotliOfFile(f), 0);
      expect(bytes, file).toBeLessThanOrEqual(5 * 1024);
    }
  });
});

describe('content security policy', () => {
  it('allows exactly the inline scripts the pages carry and the speculation rules the runtime adds, by hash', () => {
    const csp = /Content-Security-Policy: (.*)/.exec(site.read('_headers'))![1]!;
    const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    const hashOf = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
    // The runtime adds the rules with the first link it prefetches (test/browser/runtime.test.ts, prefetching).
    const used = new Set<string>([hashOf(SPECULATION_RULES)]);
    for (const file of htmlFiles()) {
      for (const script of executableInlineScripts(site.read(file))) used.add(hashOf(script));
    }
    expect([...used].sort()).toEqual([...allowed].sort());
  });
});
