/** `mcpdesc verify`: a descriptor against what its server serves, reported like lint findings. */
import { resolve } from 'node:path';
import { openCatalogue } from '../catalogue/open.js';
import { loadConfig } from '../runner/config.js';
import { displayPath } from '../runner/discover.js';
import { readDescriptor } from '../runner/read.js';
import { comparableVersions, driftSources, NotComparable } from '../drift/verify.js';
import type { Version } from '../protocol/versions.js';
import { type ServedAnswers, toDescriptor } from '../server/snapshot.js';
import { type CliIo, CliError, UsageError } from './common.js';
import { report, reportOptions } from './report.js';
import { parseCommand } from './args.js';
import { VERIFY_OPTIONS } from './commands.js';
import { readServer, servedSummary, serverOptions, splitAtCommand } from './server-options.js';
import { isStream, readStream, streamPath } from './stdin.js';

export async function verify(argv: readonly string[], io: CliIo): Promise<number> {
  const { own, command } = splitAtCommand(argv);
  const { values, positionals } = parseCommand('verify', own, VERIFY_OPTIONS);
  if (positionals.length !== 1)
    throw new UsageError(
      `verify takes exactly one descriptor${positionals.length > 1 ? `, not ${positionals.length}` : ''}: mcpdesc verify server.mcp.yaml -- <command> (see mcpdesc verify --help).`,
    );
  if (values['protocol-version'] !== undefined)
    throw new UsageError('verify asks the server for the version the descriptor declares; --protocol-version is for capture.');
  const options = reportOptions(values);
  const server = serverOptions(values, command, io.cwd, 'verify');
  const catalogue = await openCatalogue();
  const config = await loadConfig(values.config, io.cwd, catalogue, '--config');

  // A descriptor piped in (`-`, /dev/stdin) is read as a stream, like lint's.
  const streamed = isStream(positionals[0]);
  const absolute = resolve(io.cwd, positionals[0]);
  const path = streamed ? streamPath(positionals[0]) : displayPath(io.cwd, absolute);
  const read = streamed ? await readStream(positionals[0], io, config.limits.maxFileBytes) : readDescriptor(absolute, io.cwd, config.limits.maxFileBytes);
  if (!read.ok) throw new UsageError(`cannot read ${path}: ${read.message}`);
  try {
    // A descriptor that declares several versions is compared with what the server serves at each.
    const versions = comparableVersions(path, read.text, config.limits);
    const served: { version: Version; answers: ServedAnswers }[] = [];
    for (const version of versions) served.push({ version, answers: await readServer(server, version) });
    const result = driftSources(
      path,
      read.text,
      served.map((s) => ({ version: versions.length > 1 ? s.version : null, served: toDescriptor(s.answers) })),
      { catalogue, settings: config.rules, limits: config.limits },
    );
    if (options.format === 'text' && !options.output) for (const s of served) io.stdout(`Compared ${path} with ${servedSummary(s.answers)}.\n`);
    return await report([result], catalogue, options, io);
  } catch (error) {
    if (error instanceof NotComparable) throw new CliError(error.message);
    throw error;
  }
}
