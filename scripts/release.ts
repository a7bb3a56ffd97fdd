// npm run release -- [vX.Y.Z] [--dry-run]
//
// Publishes a release from a pushed tag (.github/workflows/release.yml runs it; the tag defaults to
// GITHUB_REF_NAME): checks that the tag matches package.json's version and that CHANGELOG.md has a dated
// section for it, then publishes to npm with provenance, creates the GitHub release with that section as
// its notes, and moves the action's major tag (v1) to the release. With --dry-run it checks the same
// things and prints what it would run, changing nothing. It reads package.json and CHANGELOG.md from the
// current folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { changelogSection, parseReleaseTag } from '../src/catalogue/release.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = values['dry-run'];

try {
  const tagName = positionals[0] ?? process.env.GITHUB_REF_NAME ?? '';
  if (tagName === '') throw new Error('No tag: pass it (npm run release -- v1.2.3) or set GITHUB_REF_NAME.');
  const { tag, version, majorTag } = parseReleaseTag(tagName);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  if (manifest.version !== version) {
    throw new Error(
      `The tag ${tag} says version ${version}, but package.json says ${manifest.version}. Set "version": "${version}" in package.json, or tag v${manifest.version}.`,
    );
  }
  const notes = changelogSection(readFileSync('CHANGELOG.md', 'utf8'), version);
  if (!notes) {
    throw new Error(
      `CHANGELOG.md has no dated section for ${version}, or it is empty. Rename "## [Unreleased]" to "## [${version}] - YYYY-MM-DD" (today's date), keep an empty "## [Unreleased]" above it, and tag again.`,
    );
  }
  const notesFile = join(mkdtempSync(join(tmpdir(), 'mcpdesc-release-')), 'notes.md');
  writeFileSync(notesFile, `${notes}\n`);
  // npm first: if it refuses the version, nothing public has changed on GitHub yet.
  const commands: string[][] = [
    ['npm', 'publish', '--provenance', '--access', 'public'],
    ['gh', 'release', 'create', tag, '--verify-tag', '--title', tag, '--notes-file', notesFile],
    ['git', 'tag', '--force', majorTag, `${tag}^{commit}`],
    ['git', 'push', '--force', 'origin', `refs/tags/${majorTag}`],
  ];
  console.log(`Release ${tag}: version ${version}, major tag ${majorTag}.\n\nNotes:\n${notes}\n`);
  for (const command of commands) {
    console.log(`${dryRun ? 'would run' : 'running'}: ${command.join(' ')}`);
    if (!dryRun) execFileSync(command[0], command.slice(1), { stdio: 'inherit' });
  }
} catch (error) {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
