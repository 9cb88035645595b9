// Jest orders test files by their last recorded duration, or by file size when it has none (a fresh
// clone, as in CI). These files take 8-40 s (real chain, real relayer processes, database faults held
// for seconds), mostly waiting: they start first, so that they overlap the rest instead of finishing last.
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  // Issue 39: 300 bets on a real chain (about two minutes, mostly waiting on the chain host).
  'test/fairness-agreement.test.ts',
  'test/relayer/pipeline.test.ts',
  'test/faults.test.ts',
  'test/relayer/intake.test.ts',
  'test/indexer.test.ts',
  'test/ops-ledger.test.ts',
  'test/relayer/claims.test.ts',
  'test/fuzz.test.ts',
  'test/history.test.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((file) => test.path.replace(/\\/g, '/').endsWith(`/apps/api/${file}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Jest's own order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
