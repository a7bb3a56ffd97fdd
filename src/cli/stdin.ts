/**
 * `mcpdesc lint -`: one file read from standard input (or a pipe named as /dev/stdin, /dev/fd/N), for
 * editors and lint-on-save. Such a name is a stream, not a file of the workspace: it is read as one,
 * under the same size limit, so it never meets the symlink checks meant for the files a pull request adds.
 */
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import type { FileResult } from '../engine/finding.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Config } from '../runner/config.js';
import { displayPath } from '../runner/discover.js';
import { decodeRead, type ReadOutcome } from '../runner/read.js';
import { lintRead } from '../runner/run.js';
import { type CliIo, UsageError } from './common.js';

/** Only names given on the command line count: a symlink in the tree pointing at /dev/stdin is still refused when read. */
const STANDARD_INPUT = /^(-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;
const PIPE = /^(\/dev\/fd|\/proc\/self\/fd)\/[0-9]{1,9}$/;

export function isStream(argument: string): boolean {
  return STANDARD_INPUT.test(argument) || PIPE.test(argument);
}

/** Lints the one stream named; `name` (--stdin-filename) is the path it is reported under, which selects its format. */
export async function lintStream(
  argument: string,
  name: string | undefined,
  io: CliIo,
  options: { catalogue: Catalogue; config: Config },
): Promise<FileResult> {
  const path = name === undefined ? streamPath(argument) : displayPath(io.cwd, resolve(io.cwd, name));
  return lintRead({ path, explicit: true }, await readStream(argument, io, options.config.limits.maxFileBytes), { ...options, root: io.cwd });
}

/** The path a stream is reported under when it is given no name. */
export function streamPath(argument: string): string {
  return argument === '-' ? '<stdin>' : argument;
}

/** What the stream holds, read under the file size limit and decoded as strict UTF-8. */
export async function readStream(argument: string, io: CliIo, maxBytes: number): Promise<ReadOutcome> {
  const stream = STANDARD_INPUT.test(argument) ? io.stdin : createReadStream(argument);
  if (!stream) throw new UsageError('standard input is not available to read from.');
  const bytes = await readAtMost(stream, maxBytes + 1).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${argument} (${error.code ?? error.message}).`);
  });
  return decodeRead(bytes, maxBytes);
}

/** Up to `limit` bytes: a stream that goes on is not read to its end. */
async function readAtMost(stream: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= limit) break;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}
