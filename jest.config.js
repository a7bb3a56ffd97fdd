// ESM test files, TypeScript stripped by esbuild (__tests__/helpers/intrinsics-transform.js).
export default {
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // Jest's default leaves a core idle (cores - 1): on a 2-core runner that is one worker, and the suites
  // that wait on processes and servers would leave the other core unused too.
  maxWorkers: '100%',
  // Tests that start processes (the built CLI, servers, workers) need room on a busy 2-core runner; a
  // hang still fails. Speed is measured by npm run bench, never by a test's timeout.
  testTimeout: 30_000,
  // The corpus holds committed tool lists named `*.snap` (github-mcp-server's __toolsnaps__): no jest snapshots.
  modulePathIgnorePatterns: ['<rootDir>/__tests__/conformance/'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testSequencer: '<rootDir>/__tests__/helpers/slow-first-sequencer.mjs',
  globalSetup: '<rootDir>/__tests__/helpers/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/helpers/global-teardown.mjs',
  transform: { '^.+\\.ts$': '<rootDir>/__tests__/helpers/intrinsics-transform.js' },
};
