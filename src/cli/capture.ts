/** `mcpdesc capture`: what a running server serves, written as a descriptor and linted at once. */
import { resolve } from 'node:path';
import { openCatalogue } from '../catalogue/open.js';
import { loadConfig } from '../runner/config.js';
import { lintPaths } from '../runner/run.js';
import { isVersion, type Version, VERSIONS } from '../protocol/versions.js';
import { formatText } from '../report/text.js';
import { type ServedAnswers, toDescriptor } from '../server/snapshot.js';
import type { JsonObject } from '../util/json.js';
import { vendoredYaml } from '../util/lazy-require.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import { type CliIo, CliError, UsageError } from './common.js';
import { exitCode, reportOptions } from './report.js';
import { parseCommand } from './args.js';
import { CAPTURE_OPTIONS } from './commands.js';
import { readServer, type ServerOptions, servedSummary, serverOptions, splitAtCommand } from './server-options.js';

const DESCRIPTOR_NAME = /\.mcp\.(json|ya?ml)$/i;

export async function capture(argv: readonly string[], io: CliIo): Promise<number> {
  const { own, command } = splitAtCommand(argv);
  const { values, positionals } = parseCommand('capture', own, CAPTURE_OPTIONS);
  if (positionals.length > 0)
    throw new UsageError(`capture takes no paths (got ${JSON.stringify(positionals[0])}); the server command goes after "--". See mcpdesc capture --help.`);
  if (!values.output || !DESCRIPTOR_NAME.test(values.output)) {
    throw new UsageError(
      `capture needs --output <file> named *.mcp.json, *.mcp.yaml or *.mcp.yml (the extension picks JSON or YAML)${values.output ? `, not ${JSON.stringify(values.output)}` : ''}.`,
    );
  }
  const { failOn } = reportOptions(values);
  const server = serverOptions(values, command, io.cwd, 'capture');
  const catalogue = await openCatalogue();
  const config = await loadConfig(values.config, io.cwd, catalogue, '--config');

  const started = performance.now();
  const answers = await readServer(server, server.version);
  if (server.version && answers.protocolVersion !== server.version) {
    throw new CliError(
      `the server negotiated protocol version ${answers.protocolVersion}, not the ${server.version} asked for with --protocol-version; nothing was written. Capture without --protocol-version to get the version it speaks.`,
    );
  }
  if (!isVersion(answers.protocolVersion)) {
    throw new CliError(
      `the server speaks protocol version ${JSON.stringify(answers.protocolVersion)}, which mcpdesc does not support; nothing was written. Ask for a supported one with --protocol-version.`,
    );
  }
  const newest = toDescriptor(answers);
  // --protocol-version V means only V; otherwise record every older version the server also accepts.
  const probed = server.version ? { versions: [answers.protocolVersion], note: '' } : await olderVersions(server, answers, newest, started);
  const descriptor = probed.versions.length > 1 ? { ...newest, protocolVersion: [...probed.versions].reverse() } : newest;
  const output = resolve(io.cwd, values.output);
  await writeFileAtomic(output, serialize(descriptor, output)).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
  });
  io.stdout(`Captured ${servedSummary(answers)}.\n${probed.note}Wrote ${values.output}; lint:\n`);
  const { results } = await lintPaths([output], { root: io.cwd, config, catalogue });
  io.stdout(formatText(results));
  return exitCode(results, failOn);
}

/**
 * The versions the server accepts, newest first, from the one it negotiated down: each older known
 * version is asked for in a session of its own, within what is left of --max-time. A version counts
 * when the server agrees to it and serves the same as at the newest, so one descriptor describes them
 * all; probing stops at the first that fails either test (older versions are rarely more alike).
 */
async function olderVersions(
  server: ServerOptions,
  answers: ServedAnswers,
  newest: JsonObject,
  started: number,
): Promise<{ versions: Version[]; note: string }> {
  const first = answers.protocolVersion as Version;
  const versions: Version[] = [first];
  // A 2026-07-28 server names the versions it supports; an older one is asked for each.
  const candidates = VERSIONS.filter((v) => v < first && (answers.supportedVersions?.includes(v) ?? true)).reverse();
  const same = JSON.stringify({ ...newest, protocolVersion: null });
  for (const version of candidates) {
    const left = server.maxMs - (performance.now() - started);
    if (left < 1) return { versions, note: `Stopped asking for older protocol versions at --max-time ${server.maxMs} ms, before ${version}.\n` };
    let older: ServedAnswers;
    try {
      older = await readServer({ ...server, maxMs: Math.floor(left) }, version);
    } catch (error) {
      if (error instanceof CliError) break;
      throw error;
    }
    if (older.protocolVersion !== version) break;
    if (JSON.stringify({ ...toDescriptor(older), protocolVersion: null }) !== same) {
      return {
        versions,
        note: `At ${version} the server serves something else than at ${first}; recorded the versions from ${versions[versions.length - 1]} only.\n`,
      };
    }
    versions.push(version);
  }
  return {
    versions,
    note: versions.length > 1 ? `The server also accepts ${versions.slice(1).join(', ')} and serves the same there: recorded all of them.\n` : '',
  };
}

function serialize(descriptor: JsonObject, path: string): string {
  if (/\.json$/i.test(path)) {
    const text = JSON.stringify(descriptor, null, 2);
    // A list of versions stays on the line of its key, so the rest of the file reads as a one-version capture.
    const versions = descriptor.protocolVersion;
    return `${Array.isArray(versions) ? text.replace(/"protocolVersion": \[[^\]]*\]/, `"protocolVersion": [${versions.map((v) => JSON.stringify(v)).join(', ')}]`) : text}\n`;
  }
  const document = new (vendoredYaml().Document)(descriptor);
  // A YAML 1.1 reader would take an unquoted 2025-11-25 for a date.
  const version = document.get('protocolVersion', true) as { type?: string; items?: { type?: string }[]; flow?: boolean } | undefined;
  if (version?.items) {
    version.flow = true;
    for (const item of version.items) item.type = 'QUOTE_DOUBLE';
  } else if (version) version.type = 'QUOTE_DOUBLE';
  return document.toString({ lineWidth: 0 });
}
