/**
 * The folders of a project whose code shapes the pages. The site's components and browser runtime are in
 * `site/`, and they import the rules of `shared/` and the kernel in `core/`: a copy of a project that the
 * tool builds (tests, benchmarks) needs all three, and the client assets and the build id depend on them.
 */
export const SITE_SOURCE_FOLDERS = ['site', 'shared', 'core'] as const;

/** The tool's code that makes a build's output from a site: the stages and the engine around them. */
export const TOOL_SOURCE_FOLDERS = [...SITE_SOURCE_FOLDERS, 'pipeline', 'engine'] as const;
