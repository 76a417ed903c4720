import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import type { Content } from '../../core/content/types.js';
import { ContentProblems } from '../../core/errors/problem.js';
import { loadContent } from '../../pipeline/load-content.js';
import { renderPages } from '../../pipeline/render/render-page.js';
import { renderSiteArt } from '../../pipeline/render/site-art.js';
import { buildPageTable } from '../../pipeline/routes.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';
import { catalogueOf } from '../../core/content/catalogue-of.js';

const assets = { css: ['/assets/main.css'], boot: '/assets/boot.js', rootScript: '' };

describe('renderPages', () => {
  it('reports a page that fails to render as a content problem naming the page, not a stack trace', () => {
    const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
    // A catalogue that lost a message after validation: what a gap in a contract would look like.
    const en = catalogueOf(content, 'en');
    const broken: Content = { ...content, messages: { ...content.messages, en: { ...en, format: (key, values) => (key === 'header.menu' ? en.format('no.such.key') : en.format(key, values)) } } };
    const pages = buildPageTable(broken).filter((p) => p.locale.code === 'en' && p.kind === 'route');
    let thrown: unknown;
    try {
      renderPages(pages, { content: broken, assets, art: renderSiteArt(content).art, buildYear: 2026, buildId: 'test', apiBase: '' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentProblems);
    const [problem] = (thrown as ContentProblems).problems;
    expect(problem!.code).toBe('E_RENDER_FAILED');
    expect(problem!.message).toContain('/en');
    expect(problem!.message).toContain('"no.such.key"');
    expect(problem!.hint).toContain('contract');
  });
});
