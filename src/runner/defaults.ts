/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
export const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
export const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
export const AUTO_PROBE_MS = 300;
export const AUTO_PARALLEL_MS = 2_000;
