/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
export const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
export const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
/**
 * How long automatic --jobs lints in the main thread before it decides, and the last part of that
 * time whose rate it projects from. The first files pay for JIT compilation and for each protocol
 * version's validators: on 1,000 YAML files (2.5 s of work, a loaded machine) the first 300 ms
 * projected 19 s for the rest, the last 300 ms of the first second 4.3 to 4.7 s against 2.3 to 2.5 s.
 */
export const AUTO_PROBE_MS = 1_000;
export const AUTO_RATE_MS = 300;
/** Workers pay only past about 5 s of work here: `npm run bench` measured them 25 % slower at 1.3 s, 17 % at 2.6 s, even at 5 s. */
export const AUTO_PARALLEL_MS = 5_000;
