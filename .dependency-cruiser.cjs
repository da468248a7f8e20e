/**
 * Import boundaries, checked in `npm test` (`npm run boundaries`): where a file may import from tells a newcomer
 * where it belongs. See docs/decisions for the layout.
 */
const SURFACES = ['public', 'student-portal', 'staff-portal'];

module.exports = {
  forbidden: [
    {
      name: 'core-is-shared',
      comment: 'src/core runs in the browser and on the server: it imports nothing of either.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'core-is-pure',
      comment: 'src/core uses no Node, React, Fastify or Drizzle: it must run anywhere.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-not-server',
      comment: 'The browser talks to the server through the API and the shared contracts only.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server knows nothing of the web app: what both need lives in src/core.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'server-reads-core-by-alias',
      comment:
        'The server imports src/core as @/core/..., as the web app does: a path that does not change when a file moves.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/core/', dependencyTypesNot: ['aliased'] },
    },
    ...SURFACES.map((surface) => ({
      name: `surface-${surface}-stands-alone`,
      comment: `The ${surface} feature does not import another surface's features; shared parts move to components/ui or lib.`,
      severity: 'error',
      from: { path: `^src/web/features/${surface}/` },
      to: { path: `^src/web/features/(?!${surface}/)` },
    })),
    {
      name: 'no-circular',
      comment: 'An import cycle means two modules are one concern split badly, or a rule sits in the wrong one.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach into anything they check; the boundaries are for the product's code.
    exclude: { path: '(^|/)(node_modules|dist)/|\\.test\\.tsx?$|^src/(server|web)/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
