/** `mcpdesc capture`: what a running server serves, written as a descriptor and linted at once. */
import { resolve } from 'node:path';
import { Document } from 'yaml';
import { loadCatalogue } from '../catalogue/catalogue.js';
import { loadConfig } from '../runner/config.js';
import { lintPaths } from '../runner/run.js';
import { isVersion } from '../protocol/versions.js';
import { formatText } from '../report/text.js';
import { toDescriptor } from '../server/snapshot.js';
import type { JsonObject } from '../util/json.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import { type CliIo, CliError, UsageError } from './common.js';
import { exitCode, reportOptions } from './report.js';
import { parseCommand } from './args.js';
import { CAPTURE_OPTIONS } from './commands.js';
import { readServer, servedSummary, serverOptions, splitAtCommand } from './server-options.js';

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
  const catalogue = loadCatalogue();
  const config = await loadConfig(values.config, io.cwd, catalogue, '--config');

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
  const output = resolve(io.cwd, values.output);
  await writeFileAtomic(output, serialize(toDescriptor(answers), output)).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
  });
  io.stdout(`Captured ${servedSummary(answers)}.\nWrote ${values.output}; lint:\n`);
  const { results } = await lintPaths([output], { root: io.cwd, config, catalogue });
  io.stdout(formatText(results));
  return exitCode(results, failOn);
}

function serialize(descriptor: JsonObject, path: string): string {
  if (/\.json$/i.test(path)) return `${JSON.stringify(descriptor, null, 2)}\n`;
  const document = new Document(descriptor);
  // A YAML 1.1 reader would take an unquoted 2025-11-25 for a date.
  const version = document.get('protocolVersion', true) as { type?: string } | undefined;
  if (version) version.type = 'QUOTE_DOUBLE';
  return document.toString({ lineWidth: 0 });
}
