import { observedTotals } from './observed';
import { ledgerFromLogs } from './read-ledger';
import { challengeReport, observedLines, oneIn, tableLines } from './report';

const GM = 10n ** 18n;

describe('tableLines', () => {
  it('the default x4 row – in words with the computed average return', () => {
    const lines = tableLines([
      { unit: 10n * GM, multiple: 4, probBps: 1_500, lossBps: 7_000 },
      { unit: 100n * GM, multiple: 4, probBps: 1_500, lossBps: 7_000 },
    ]);
    expect(lines[0]).toContain(
      'x4  stakes 10 GM, 100 GM: win chance 15.00%, a win returns 400 GM per 100 staked, a loss keeps 30.0 GM; RTP 85.50%, house edge 14.50%',
    );
    expect(lines[1]).toBe('      For every 100 GM staked at x4 you get back 85.5 GM on average.');
  });
});

describe('observedLines', () => {
  it('far more wins than the odds give – OUTSIDE with how unlikely', () => {
    const bets = Array.from({ length: 100 }, (_, i) => ({
      unit: 100n * GM,
      multiple: 2,
      probBps: 2_500,
      lossBps: 5_000,
      success: i < 60,
      gained: i < 60 ? 200n * GM : 0n,
    }));
    const lines = observedLines(observedTotals(bets));
    expect(lines[0]).toContain('bets 100 (wins 60)  staked 10000000000000000000000 wei (10,000 GM)');
    expect(lines[1]).toContain('OUTSIDE');
    expect(lines[2]).toMatch(
      /^ {6}Outside the 95% interval: a fair draw lands this far from the expected return about 1 in [\d,]+ times\.$/,
    );
  });

  it('oneIn – rounds to a whole count', () => {
    expect(oneIn(0.0025)).toBe('about 1 in 400');
  });
});

describe('challengeReport', () => {
  it('a pending bet with no table change in range – says where to start the scan', () => {
    const ledger = ledgerFromLogs([], 5, 9);
    const lines = challengeReport(ledger, {
      requestId: 7n,
      user: '0xabc',
      unit: 100n * GM,
      multiple: 6,
      price: 10n ** 15n,
      probBps: 1_200,
      lossBps: 9_000,
      requested: { blockNumber: 6, logIndex: 0, txHash: '0x01' },
      resolution: null,
      cancelRequest: null,
      cancellation: null,
    });
    expect(lines[2]).toContain('start the scan at the deployment block');
    expect(lines[3]).toBe('3. Not fulfilled by block 9: pending');
  });
});
