/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
export const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
export const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
export const AUTO_PROBE_MS = 300;
/** Workers pay only past about 5 s of work here: `npm run bench` measured them 25 % slower at 1.3 s, 17 % at 2.6 s, even at 5 s. */
export const AUTO_PARALLEL_MS = 5_000;
