/** The sources of the client assets, relative to the project root: Vite's entries in the build, served as they are in dev. */
export const STYLES_ENTRY = 'src/styles/main.css';
export const BOOT_ENTRY = 'src/browser/boot.ts';
export const ROOT_SCRIPT_ENTRY = 'src/browser/inline/root-redirect.ts';
