/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
export const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
/** Every name a configuration file may have, the preferred one first. */
export const CONFIG_FILE_NAMES: readonly string[] = [DEFAULT_CONFIG_FILE, '.mcpdesc.yml'];
export const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
/**
 * Automatic --jobs estimates a run's work from its files' sizes before it lints any, so workers start
 * at once when they pay and never otherwise: a worker loads the bundle and compiles its own validators,
 * and on the 2-core bench machine (two hyperthreads) two busy threads each run at about 2/3 speed, so a
 * worker costs more than it saves below about AUTO_PARALLEL_MS of work in one thread (`npm run bench`:
 * 15 % slower at 1.5 s of work, even at 4.5 s, 11 to 27 % faster from 14 s on). The per-file and
 * per-byte costs are fitted on the bench's corpora with `--jobs 1` (synthetic 7 KiB files: 1.8 ms each;
 * realistic 40 KiB ones: 5 ms; YAML, whose parse dominates: 3 ms for 5 KiB). Sizes, not a timed probe:
 * the choice is the same on a busy machine, and the run never waits to decide.
 */
export const AUTO_PARALLEL_MS = 4_000;
export const AUTO_MS_PER_FILE = 0.8;
export const AUTO_MS_PER_BYTE = 0.0001;
export const AUTO_MS_PER_YAML_BYTE = 0.00035;
