/**
 * The realistic corpus: descriptors captured by `mcpdesc capture` from real npm servers (the security
 * benchmark's benign captures, bench/security/benign), each re-declared at every protocol version
 * mcpdesc knows (so a capture made for 2025-11-25 is also read as a 2024-11-05 file, with the findings
 * that brings), replicated to the size asked for under varied names and folders. Nothing is cleaned:
 * findings are part of the point.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSIONS } from '../../src/protocol/versions.js';

export interface Variant {
  server: string;
  version: string;
  text: string;
}

/** Every capture at every version: the text as captured, with only its declared version changed. */
export function realisticVariants(root: string): Variant[] {
  const folder = join(root, 'bench', 'security', 'benign');
  const variants: Variant[] = [];
  for (const name of readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const text = readFileSync(join(folder, name), 'utf8');
    const declared = /"protocolVersion"\s*:\s*"[^"]*"/;
    if (!declared.test(text)) throw new Error(`${name} declares no protocolVersion`);
    const server = name.replace(/\.mcp\.json$/, '');
    for (const version of VERSIONS) variants.push({ server, version, text: text.replace(declared, `"protocolVersion": "${version}"`) });
  }
  return variants;
}

export interface WrittenCorpus {
  files: string[];
  bytes: number;
}

/**
 * Writes `count` files under `dir`, cycling through the variants, 100 to a folder; names vary the way a
 * monorepo's do (a server's name, a copy number, sometimes a folder of its own with a plain mcp.json).
 */
export function writeRealistic(dir: string, variants: readonly Variant[], count: number): WrittenCorpus {
  const corpus: WrittenCorpus = { files: [], bytes: 0 };
  for (let i = 0; i < count; i++) {
    const variant = variants[i % variants.length];
    const group = join(dir, `pkg${Math.floor(i / 100)}`);
    if (i % 100 === 0) mkdirSync(group, { recursive: true });
    const file = join(group, `${variant.server}-${variant.version}-${i}.mcp.json`);
    writeFileSync(file, variant.text);
    corpus.files.push(file);
    corpus.bytes += Buffer.byteLength(variant.text);
  }
  return corpus;
}
