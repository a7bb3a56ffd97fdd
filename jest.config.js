// ESM + ts-jest, as in ../shared/reference/github-actions-and-sarif.md §5.
export default {
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // Tests that start processes (the built CLI, servers, workers) need room on a busy 2-core runner; a
  // hang still fails. Speed is measured by npm run bench, never by a test's timeout.
  testTimeout: 30_000,
  // The corpus holds committed tool lists named `*.snap` (github-mcp-server's __toolsnaps__): no jest snapshots.
  modulePathIgnorePatterns: ['<rootDir>/__tests__/conformance/'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', useESM: true, diagnostics: { ignoreCodes: [151002] } }] },
};
