/**
 * The house rules (ARCHITECTURE.md): arrows point one way,
 *   commands → dev, server, engine → pipeline → site → shared → core,
 * core imports nothing of the project, and code that runs in the browser imports nothing that only the
 * build or the server may use. `npm test` runs this (test/architecture/dependencies.test.ts).
 */
const LAYERS = {
  core: '^core/',
  shared: '^shared/',
  site: '^site/',
  pipeline: '^pipeline/',
  engine: '^engine/',
  server: '^server/',
  dev: '^dev/',
  commands: '^(commands/|cli\\.ts$|bin/)',
};
/** What each layer may import besides itself and packages. */
const MAY_IMPORT = {
  core: [],
  shared: ['core'],
  site: ['shared', 'core'],
  pipeline: ['site', 'shared', 'core'],
  engine: ['pipeline', 'site', 'shared', 'core'],
  server: ['shared', 'core'],
  dev: ['engine', 'pipeline', 'site', 'shared', 'core', 'server'],
  commands: ['dev', 'server', 'engine', 'pipeline', 'site', 'shared', 'core', 'commands'],
};
const PROJECT = Object.values(LAYERS).join('|');

const layerRules = Object.entries(MAY_IMPORT).map(([layer, allowed]) => {
  const allowedPaths = [LAYERS[layer], ...allowed.map((name) => LAYERS[name])].join('|');
  return {
    name: `${layer}-imports-down-only`,
    comment: `${layer}/ may import only ${allowed.length ? allowed.join(', ') : 'packages and itself'}`,
    severity: 'error',
    from: { path: LAYERS[layer] },
    to: { path: PROJECT, pathNot: allowedPaths },
  };
});

/** Browser code: the runtime, the inline scripts and each island's browser half. */
const BROWSER = '^(site/runtime/|site/islands/[^/]+/browser/|dev/browser/)';

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one; split out what both need.',
      severity: 'error',
      from: { path: PROJECT },
      to: { circular: true },
    },
    {
      name: 'browser-no-node',
      comment: 'Code that runs in the browser cannot use Node built-ins.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-no-build-or-server-code',
      comment: 'Code that runs in the browser imports only the site, shared rules and the kernel.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^(pipeline|engine|server|commands)/|^cli\\.ts$' },
    },
    {
      name: 'no-tests-in-code',
      severity: 'error',
      from: { path: PROJECT },
      to: { path: '^(test|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.dist-)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
