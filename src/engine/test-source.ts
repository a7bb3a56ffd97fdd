/**
 * Which source files are tests: an SDK's own test suite, and many servers' tests, register tools that are
 * broken on purpose (a name with a space, an empty description, a poisoned text a detector must catch).
 * Their findings would fail a repository for fixtures, so a test file's tools are not checked unless the
 * file is named explicitly (docs/source-files.md). A declarative MCP file in a test folder is a fixture,
 * often a deliberately broken or minimal one, and is not checked either unless named (docs/formats.md).
 */

/** Folders whose files are tests, their fixtures, or the mocks and helpers only tests use (`src/testHelpers/mockRemote.ts`). */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'testdata', 'fixtures', '__mocks__', '__fixtures__', 'mocks', 'testHelpers', 'test-helpers']);
/** File names of tests, by language: `x.test.ts`, `x.spec.js`, `test_x.py`, `x_test.py`, `conftest.py`, `x_test.go`, `XTests.cs`, `XTest.java`, `XIT.java`. */
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?|^test_[^/]*\.py|_test\.py|^conftest\.py|_test\.go|Tests?\.cs|(?:Tests?|IT)\.java)$/;

/** Why a source file is a test (the folder or the name that says so), or undefined when it is not one. */
export function testSource(path: string): string | undefined {
  const folder = testFolder(path);
  if (folder !== undefined) return `it is in a ${folder}/ folder`;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (TEST_FILE.test(name)) return `its name, ${name}, is a test's`;
  return undefined;
}

/**
 * The test folder a file is in (`test`, `fixtures`…), or undefined: a declarative MCP file there is a fixture.
 * Below a Maven or Gradle project's `src/main/`, folders are the main code's packages and resources
 * (`src/main/java/com/acme/mcp/test/server/`, a package named test): only the folders above it count.
 */
export function testFolder(path: string): string | undefined {
  const folders = path.split('/').slice(0, -1);
  const main = folders.findIndex((segment, i) => segment === 'src' && folders[i + 1] === 'main');
  return (main === -1 ? folders : folders.slice(0, main)).find((segment) => TEST_FOLDERS.has(segment));
}
