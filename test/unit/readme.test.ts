import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderErrorDocs } from '../../scripts/error-docs-render.js';
import { renderSectionDocs } from '../../scripts/section-docs-render.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const readme = read('README.md');

/** README.md and every Markdown file under docs/, as paths relative to the project. */
function docFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(PROJECT_ROOT, dir)).flatMap((name) => {
      const file = `${dir}/${name}`;
      if (statSync(path.join(PROJECT_ROOT, file)).isDirectory()) return walk(file);
      return name.endsWith('.md') ? [file] : [];
    });
  return ['README.md', ...walk('docs')];
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading!.toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The text without fenced code blocks and inline code, whose brackets are no links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Relative links of a Markdown file: `[text](target)`, outside code, not to another site. */
function linksOf(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z][a-z+.-]*:/i.test(t));
}

describe('README.md', () => {
  it('starts with the two quick-start commands', () => {
    expect(readme).toContain('```sh\nnpm ci && npm start\nnpm test\n```');
  });

  it('has at most 250 lines; docs/ holds the rest', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('docs/errors.md', () => {
  it('is what `npm run docs:errors` writes from the error catalogue now', () => {
    expect(read('docs/errors.md')).toBe(renderErrorDocs());
  });
});

describe('docs/section-types.md', () => {
  it('is what `npm run docs:sections` writes from the section contracts now', () => {
    expect(read('docs/section-types.md')).toBe(renderSectionDocs());
  });
});

describe('links between the docs', () => {
  it.each(docFiles())('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const link of linksOf(read(file))) {
      const [target, anchor] = link.split('#') as [string, string | undefined];
      const resolved = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target))) : file;
      if (!existsSync(path.join(PROJECT_ROOT, resolved))) {
        broken.push(`${link} (no file ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) broken.push(`${link} (no heading #${anchor} in ${resolved})`);
    }
    expect(broken).toEqual([]);
  });
});
