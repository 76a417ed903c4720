import type { RootRedirectMode } from '../../shared/locale-choice.js';

/** The sources of the client scripts, relative to the project root: Vite's entries in the build, served as they are in dev.
 * The stylesheets are planned per page (page-styles.ts, site/styles/modules.ts). */
export const BOOT_ENTRY = 'site/runtime/boot.ts';

/** The redirecting modes, each with an inline script of its own; `off` has none. */
export type ScriptedRedirectMode = Exclude<RootRedirectMode, 'off'>;
export const ROOT_SCRIPT_MODES: readonly ScriptedRedirectMode[] = ['cookie', 'browser'];

/** The root page's inline script for a mode: only that mode's rule is in it. */
export function rootScriptEntry(mode: ScriptedRedirectMode): string {
  return `site/runtime/inline/root-redirect.${mode}.ts`;
}
