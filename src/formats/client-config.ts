/**
 * What client configurations share before each gets rules of its own: a list of servers under one key
 * (`mcpServers`, VS Code's `servers`), at paths the client reads. Their files declare no version.
 */
import type { SourceFormat } from '../parse/parse.js';
import { hasServerMap, isFlatServerMap } from './recognize.js';
import { defineFormat, type Format, type Noun } from './types.js';

export interface ClientConfigInfo {
  id: string;
  noun: Noun;
  title: string;
  /** Where the client reads the file: these paths name the format. */
  paths: readonly string[];
  /** The keys the server list may sit under. */
  keys: readonly string[];
  /** The file may also be the bare map of servers (plugins). */
  flat?: boolean;
  /** Whether the path alone names the format (default true). */
  namedByPath?: boolean;
  syntax?: SourceFormat;
}

export function clientConfig(info: ClientConfigInfo): Format {
  return defineFormat({
    id: info.id,
    noun: info.noun,
    title: info.title,
    paths: info.paths,
    namedBy: info.namedByPath === false ? [] : info.paths,
    syntax: info.syntax ?? 'json',
    versions: [],
    recognize(value) {
      if (info.keys.some((key) => hasServerMap(value, key))) return 'likely';
      if (info.flat && isFlatServerMap(value)) return 'likely';
      return 'no';
    },
    version: () => null,
  });
}
