// What a description of about 1 MB costs (issue 35: "a 1 MB description costs milliseconds"): texts of
// 999,000 characters (just under the default maxStringLength, so they are read) in shapes that stress
// different detectors, each linted as one tool's description of a descriptor. The median of five runs
// after a warm-up, so a reader sees the steady cost, not the compilation of the patterns; CPU time of the
// process, which counts the garbage collector's threads too.
import type { Catalogue } from '../../src/catalogue/catalogue.js';
import { lintSource } from '../../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../../src/runner/config.js';

const SIZE = 999_000;

/** Units repeated to SIZE: prose, key paths in every sentence, mixed Latin and Cyrillic, tool names and versions, base64, CJK. */
export const SHAPES: Readonly<Record<string, string>> = {
  'English prose': 'Reads the file at the given path and returns its contents as text. ',
  'key paths in every sentence': 'Reads ~/.ssh/config and ~/.aws/config. ',
  'Latin and Cyrillic': 'Reads the file. Читает файл и возвращает его содержимое пользователю. ',
  'tool names and versions': 'Use search_files then read_file with list_dir always v2 2025. ',
  base64: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=',
  Chinese: '读取指定的文件并返回其内容。',
  'one long word': 'a',
};

export interface LargeTextCost {
  shape: string;
  milliseconds: number;
}

function descriptor(description: string): string {
  return JSON.stringify({
    protocolVersion: '2025-06-18',
    serverInfo: { name: 'large', version: '1.0.0' },
    capabilities: { tools: {} },
    tools: [{ name: 'large', description, inputSchema: { type: 'object' } }],
  });
}

/** The median milliseconds of linting each shape's descriptor. */
export function largeTextCosts(catalogue: Catalogue): LargeTextCost[] {
  return Object.entries(SHAPES).map(([shape, unit]) => {
    const text = descriptor(unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE));
    const times: number[] = [];
    for (let run = 0; run < 6; run++) {
      // CPU time, not wall time: the machines that run benchmarks are shared, and waiting is not cost.
      const began = process.cpuUsage();
      // A new name each run: nothing is remembered between files.
      lintSource(`large-${run}.mcp.json`, text, { catalogue, limits: DEFAULT_CONFIG.limits, explicit: true });
      const used = process.cpuUsage(began);
      if (run > 0) times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    return { shape, milliseconds: Math.round(times[Math.floor(times.length / 2)]) };
  });
}
