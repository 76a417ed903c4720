import { afterEach, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.js';
import { openContentState } from '../../dev/content-state.js';
import { renderContentEvent } from '../../dev/report.js';
import { openerOf } from '../../dev/open-browser.js';
import { renderOverlay, decoratePage, OVERLAY_ID } from '../../dev/overlay.js';
import { createFixtureSite, type FixtureSite } from '../helpers/fixture-site.js';

let site: FixtureSite | undefined;
afterEach(() => site?.dispose());

const EN = 'content/messages/en.yaml';

it('loads again only when a file changed, keeps the last good content while the files have problems', () => {
  site = createFixtureSite();
  const state = openContentState(resolveConfig({ root: site.root }));
  const first = state.current;
  expect([first.problems, first.failure, first.content !== undefined]).toEqual([[], undefined, true]);
  expect(state.refresh()).toBe(false);
  expect(state.current).toBe(first);

  // An editor's hidden swap file is not content.
  site.write('content/messages/.en.yaml.swp', 'not: [yaml');
  expect(state.refresh()).toBe(false);
  // Nor are the translators' records that `i18n confirm` writes.
  site.write('content/i18n-sources.yaml', 'reference: en\ntranslations: {}\n');
  expect(state.refresh()).toBe(false);

  site.replace(EN, '  menu: "Menu"', '  menu: "Menu');
  expect(state.refresh()).toBe(true);
  const broken = state.current;
  expect(broken.problems.map((p) => p.code)).toEqual(site.load().problems.map((p) => p.code));
  expect(broken.content).toBe(first.content);
  expect(broken.generation).toBe(first.generation + 1);

  site.replace(EN, '  menu: "Menu', '  menu: "Menu"');
  expect(state.refresh()).toBe(true);
  expect(state.current.problems).toEqual([]);
  expect(state.current.content).not.toBe(first.content);

  expect(renderContentEvent(broken, first, site.root, false)).toContain(`${broken.problems[0]!.position.file}:${broken.problems[0]!.position.line}:`);
  expect(renderContentEvent(state.current, broken, site.root, false)).toBe('✔ content problems fixed; open pages reload');
  expect(renderContentEvent(first, undefined, site.root, false)).toBeUndefined();
});

it('overlays the problems with file, line and code frame, escaped, right after <body>', () => {
  site = createFixtureSite();
  site.replace(EN, '  menu: "Menu"', '  menu: "<Menu>');
  const { problems } = site.load();
  const overlay = renderOverlay({ problems, failure: undefined }, site.root);
  const [p] = problems;
  expect(overlay).toContain(`${p!.position.file}:${p!.position.line}:${p!.position.column}  ${p!.code}`);
  expect(overlay).toContain('&#60;Menu&#62;');
  expect(overlay).not.toContain('<Menu>');
  const page = decoratePage('<!DOCTYPE html><html><head><title>t</title></head><body class="x"><main></main></body></html>', overlay);
  expect(page).toContain('<head><script type="module" src="/@vite/client"></script><script type="module">import{createHotContext}');
  expect(page).toContain(`<body class="x"><div id="${OVERLAY_ID}"`);
});

it('opens the browser with the opener of each platform', () => {
  const url = 'http://127.0.0.1:5173';
  expect(openerOf(url, 'linux')).toEqual(['xdg-open', [url]]);
  expect(openerOf(url, 'darwin')).toEqual(['open', [url]]);
  expect(openerOf(url, 'win32')).toEqual(['cmd', ['/c', 'start', '""', url]]);
});
