/**
 * Precision of the evidence detectors (issue 35) on real prose of other kinds: every description, title
 * and instructions string in the reference material beside the official schemas (settings schemas,
 * registry entries, samples, examples; read there, never copied here). None of them is a poisoned tool,
 * so at most one in a thousand may be flagged on evidence.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findInjectedPhrases } from '../../src/detect/phrases.js';
import { schemaDir } from './official.js';

const REFERENCE = dirname(schemaDir());
const PROSE_KEYS = new Set(['description', 'title', 'instructions']);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

/** Prose strings of 20 characters or more, each once. */
function prose(value: unknown, into: Set<string>, key?: string): void {
  if (typeof value === 'string') {
    if (key !== undefined && PROSE_KEYS.has(key) && value.length >= 20) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) prose(item, into);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) prose(v, into, k);
}

describe('evidence on real prose that is not poisoned', () => {
  const texts = new Set<string>();
  for (const file of jsonFiles(REFERENCE)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue; // a JSON Lines file or a fragment: not prose to read here
    }
    prose(parsed, texts);
  }

  it('flags at most one text in a thousand on evidence', () => {
    expect(texts.size).toBeGreaterThanOrEqual(2000);
    const flagged = [...texts].filter((text) => findInjectedPhrases(text, { steering: true }).some((m) => m.category === 'evidence'));
    expect(flagged.length).toBeLessThanOrEqual(Math.floor(texts.size / 1000));
  }, 120_000);
});
