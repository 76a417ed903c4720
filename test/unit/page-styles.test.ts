import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import type { Content } from '../../core/content/types.js';
import { listFiles } from '../../core/files.js';
import { loadContent } from '../../pipeline/load-content.js';
import { planStyles, styleModulesOf } from '../../pipeline/render/page-styles.js';
import { buildPageTable } from '../../pipeline/routes.js';
import type { PageSpec } from '../../core/page-spec.js';
import { BASE_STYLES, SECTION_STYLES, STYLE_MODULES } from '../../site/styles/modules.js';
import { PROJECT_ROOT } from '../helpers/fixture-site.js';

const content = loadContent(resolveConfig({ root: PROJECT_ROOT }));
const pages = buildPageTable(content);
const page = (kind: PageSpec['kind'], id: string, locale = 'en') => pages.find((p) => p.kind === kind && p.route.id === id && p.locale.code === locale)!;
const SECTION_MODULES = new Set(Object.values(SECTION_STYLES).flat());

describe('the stylesheet modules', () => {
  it('are every stylesheet under site/, each listed once', () => {
    const sources = listFiles(path.join(PROJECT_ROOT, 'site')).filter((f) => f.endsWith('.css')).map((f) => `site/${f}`);
    expect([...STYLE_MODULES].sort()).toEqual(sources.sort());
    expect(new Set(STYLE_MODULES).size).toBe(STYLE_MODULES.length);
    for (const module of STYLE_MODULES) expect(existsSync(path.join(PROJECT_ROOT, module)), module).toBe(true);
  });
});

describe('styleModulesOf', () => {
  it('gives a document page the base and the legal layout, and no section rules', () => {
    const modules = styleModulesOf(page('route', 'privacy'), content);
    expect(modules).toEqual(expect.arrayContaining([...BASE_STYLES, 'site/styles/legal.css']));
    expect(modules.filter((m) => SECTION_MODULES.has(m) && m !== 'site/styles/forms.css')).toEqual([]);
    expect(modules).not.toContain('site/styles/forms.css');
    expect(styleModulesOf(page('route', 'accountDelete'), content)).toContain('site/styles/forms.css');
  });

  it("gives the home page every shown section's rules, in cascade order, and no document-page rules", () => {
    const modules = styleModulesOf(page('route', 'home'), content);
    for (const section of content.sections) expect(modules).toEqual(expect.arrayContaining([...SECTION_STYLES[section.type]]));
    expect(modules).not.toContain('site/styles/legal.css');
    expect(modules).toEqual(STYLE_MODULES.filter((m) => modules.includes(m)));
  });

  it('leaves out the rules of a section the content does not show', () => {
    const fewer: Content = { ...content, sections: content.sections.filter((s) => s.type !== 'testimonials' && s.type !== 'supportTeam') };
    const modules = styleModulesOf(page('route', 'home'), fewer);
    expect(modules).not.toContain('site/sections/Testimonials.css');
    expect(modules).not.toContain('site/sections/people/Avatar.css');
  });

  it('gives the error views the default layout and the error page', () => {
    const modules = styleModulesOf(page('notFound', 'home'), content);
    expect(modules).toContain('site/styles/error-page.css');
    expect(modules.filter((m) => SECTION_MODULES.has(m) || m === 'site/styles/legal.css')).toEqual([]);
  });
});

describe('planStyles', () => {
  it('makes one bundle per set of modules, shared by the pages that use the same set', () => {
    const plan = planStyles(pages, content);
    expect(plan.bundles.map((b) => b.name)).toEqual(['home', 'privacy', 'accountDelete', 'error']);
    for (const locale of ['en', 'me', 'sr']) {
      expect(plan.bundleOf(page('route', 'home', locale))).toBe('home');
      expect(plan.bundleOf(page('notFound', 'home', locale))).toBe('error');
      expect(plan.bundleOf(page('serverError', 'home', locale))).toBe('error');
    }
    for (const p of pages) expect(plan.bundles.find((b) => b.name === plan.bundleOf(p))!.modules).toEqual(styleModulesOf(p, content));
  });
});
