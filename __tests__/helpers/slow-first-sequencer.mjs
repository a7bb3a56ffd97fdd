// Jest's order, but on a run with no timings cached (a clean clone, CI) the suites that take longest start
// first, as they would with timings: sorted by file size alone, scaffold and pool started after two
// thirds of a cold run and ended it alone on one core. The list only orders; a stale entry costs nothing.
import Sequencer from '@jest/test-sequencer';

const TestSequencer = Sequencer.default ?? Sequencer;

/** The slowest suites of a cold run on 2 cores, slowest first (CONTRIBUTING.md gives the figures). */
const SLOWEST = ['scaffold', 'capture-verify', 'action-e2e', 'pool', 'hardening', 'fuzz', 'locate-batch', 'sarif', 'package', 'volume'];

const rank = (path) => {
  const name = path.replace(/^.*\/__tests__\//, '').replace(/\.test\.ts$/, '');
  const at = SLOWEST.indexOf(name);
  return at < 0 ? SLOWEST.length : at;
};

export default class SlowFirstSequencer extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // Stable: the rest keep jest's order by size.
    return sorted.map((test, index) => ({ test, index })).sort((a, b) => rank(a.test.path) - rank(b.test.path) || a.index - b.index).map((x) => x.test);
  }
}
