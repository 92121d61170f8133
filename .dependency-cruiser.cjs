// Which module may import which: the layer order of docs/architecture.md, checked by
// `npm run lint`. Each rule's name and comment are what a violation prints, so they say
// what is forbidden and why.

// core's layers from the bottom up (docs/architecture.md): each may import its own folder and
// the layers before it, never one after it. The last layer is the domain's uses of everything
// below: its folders, and the modules at the top of core/src (permissions, secrets, the live
// protocol), which look at items of every kind.
const CORE_LAYERS = [
  { name: 'vocabulary', path: 'vocabulary/' },
  { name: 'schemas', path: 'schemas/' },
  { name: 'character-types', path: 'character-types/' },
  { name: 'rules', path: 'rules/' },
  { name: 'writes', path: 'writes/' },
  {
    name: 'combat, dice, creation, library, journal, portable, audience, portrait and the top-level modules',
    path: '(combat|dice|creation|library|journal|portable|audience|portrait)/|[^/]+\\.ts$',
  },
]

/** Every module of core/src in the layers from `index` on, as one path pattern. */
function coreLayersFrom(index) {
  return `^core/src/(${CORE_LAYERS.slice(index)
    .map((layer) => layer.path)
    .join('|')})`
}

// One rule per layer between vocabulary (which has a stricter rule of its own) and the top.
const layerRules = CORE_LAYERS.slice(1, -1).map((layer, offset) => {
  const above = CORE_LAYERS.slice(offset + 2).map((later) => later.name)
  return {
    name: `core-${layer.name}-looks-down`,
    comment: `core/src/${layer.path} sits below ${above.join(', ')} in core's layer order (docs/architecture.md): it must not import them. Move the shared fact down a layer, or hand it in as a parameter.`,
    severity: 'error',
    from: { path: `^core/src/${layer.path}` },
    to: { path: coreLayersFrom(offset + 2) },
  }
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Import circle: these modules import each other, directly or through others (type-only imports count). Move the shared part into a lower module that both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-only-zod',
      comment:
        'core/src is the pure domain shared by server, web and bench: it imports only its own modules and zod (no Node built-ins, no other package, no other workspace).',
      severity: 'error',
      from: { path: '^core/src/' },
      to: { pathNot: ['^core/src/', '^node_modules/zod/'] },
    },
    {
      name: 'core-vocabulary-imports-nothing',
      comment:
        "core/src/vocabulary/ holds the game's names and lists only: it imports no other core folder and no package.",
      severity: 'error',
      from: { path: '^core/src/vocabulary/' },
      to: { pathNot: '^core/src/vocabulary/' },
    },
    ...layerRules,
    {
      name: 'core-barrel-is-for-other-workspaces',
      comment:
        'core/src/index.ts is the one door other workspaces use (@loom/core); a module inside core imports the module that holds the concept, never the barrel.',
      severity: 'error',
      from: { path: '^core/src/' },
      to: { path: '^core/src/index\\.ts$' },
    },
    {
      name: 'web-never-imports-server',
      comment:
        'web talks to the server over HTTP and the live channel only; what both need lives in core (@loom/core).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-web',
      comment:
        'The server knows nothing of the web app; what both need lives in core (@loom/core).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'e2e-imports-no-app-source',
      comment:
        'e2e drives the built app through a browser and HTTP like a player would: it imports no source of server or web.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'test-kits-only-in-tests',
      comment:
        "core/testing/ (@loom/core/testing) and web/src/testing/ are test kits (sample sheets, fake APIs, stand-in servers): only tests, the kits themselves, server/test/, e2e and bench import them, never a file the app or the server runs. What production code needs of them belongs in core/src or the app's own modules.",
      severity: 'error',
      from: {
        pathNot: [
          '^core/(test|testing)/',
          '^web/src/testing/',
          '^server/test/',
          '^(e2e|bench)/',
          '\\.test\\.tsx?$',
        ],
      },
      to: { path: '^(core/testing|web/src/testing)/' },
    },
    {
      name: 'server-routes-never-import-db',
      comment:
        "A route file parses, authorises, calls its domain's commands and queries, and answers: it never reaches into server/src/db/ itself.",
      severity: 'error',
      from: { path: '^server/src/.+-routes\\.ts$' },
      to: { path: '^server/src/db/' },
    },
  ],
  options: {
    // Type-only imports make circles too: count them.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|artifacts)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace imports such as `@loom/core` resolve through the package's `exports` to its source.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Re-reads only what changed since the last run (the cache lives with the installed packages).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
}
