// Jest orders test files by their last recorded duration, or by file size when it has none (a fresh
// clone, as in CI). These files take 8-40 s (real chain, real relayer processes, database faults held
// for seconds), mostly waiting: they start first, so that they overlap the rest instead of finishing last.
// One list for the API's, the indexer's and the relayer's suites (paths from the repository root).
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  // Issue 39: 300 bets on a real chain (about two minutes, mostly waiting on the chain host).
  'apps/api/test/fairness-agreement.test.ts',
  'apps/relayer/test/pipeline.test.ts',
  'apps/api/test/faults.test.ts',
  'apps/relayer/test/intake.test.ts',
  'apps/indexer/test/indexer.test.ts',
  'apps/api/test/ops-ledger.test.ts',
  'apps/relayer/test/claims.test.ts',
  'apps/api/test/fuzz.test.ts',
  'apps/api/test/history.test.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((file) => test.path.replace(/\\/g, '/').endsWith(`/${file}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Jest's own order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
