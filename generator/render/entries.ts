/** The sources of the client scripts, relative to the project root: Vite's entries in the build, served as they are in dev.
 * The stylesheets are planned per page (page-styles.ts, src/styles/modules.ts). */
export const BOOT_ENTRY = 'src/browser/boot.ts';
export const ROOT_SCRIPT_ENTRY = 'src/browser/inline/root-redirect.ts';
