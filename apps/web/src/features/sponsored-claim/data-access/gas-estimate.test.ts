import { fakeChain, FAKE_CONTRACTS } from '@gm-claim/web-core-chain/testing';
import { ApiError, ChainUnreachableError } from '@gm-claim/web-core-errors';
import { estimateClaim, type ClaimEstimate, type EstimateTx } from './gas-estimate';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TEAM = FAKE_CONTRACTS.GMVesting.TEAM;
const BACKER = FAKE_CONTRACTS.GMVesting.BACKER;

const claims = (txs: EstimateTx[], sendGasLimit?: bigint): ClaimEstimate => ({
  key: 'test',
  txs: async () => txs,
  ...(sendGasLimit === undefined ? {} : { sendGasLimit }),
});

describe('estimateClaim (eth_estimateGas of the calls the wallet would send, issue 37 §3)', () => {
  it('each transaction estimated from the wallet, with the 25% margin, summed; a fixed limit counts for what to hold', async () => {
    const chain = fakeChain({ estimates: { [TEAM]: 100_000n, [BACKER]: 120_000n } });
    const estimateGas = jest.spyOn(chain, 'estimateGas');
    const txs = [
      { to: TEAM, data: '0x01' },
      { to: BACKER, data: '0x02' },
    ];
    expect(await estimateClaim(chain, WALLET, claims(txs, 800_000n))).toEqual({
      kind: 'estimated',
      need: { units: 275_000n, holdUnits: 925_000n },
    });
    expect(estimateGas.mock.calls.map(([tx]) => tx)).toEqual([
      { from: WALLET, to: TEAM, data: '0x01' },
      { from: WALLET, to: BACKER, data: '0x02' },
    ]);
  });

  it('one would revert: its decoded reason and which one, never a figure', async () => {
    const chain = fakeChain({
      estimates: { [TEAM]: 100_000n, [BACKER]: { revert: 'GMVesting_NothingToClaim', args: [7n] } },
    });
    const outcome = await estimateClaim(
      chain,
      WALLET,
      claims([
        { to: TEAM, data: '0x01' },
        { to: BACKER, data: '0x02' },
      ]),
    );
    expect(outcome).toMatchObject({ kind: 'would-revert', index: 1 });
    expect(outcome.kind === 'would-revert' && outcome.reason).toMatch(/^[A-Z].+/);
    expect(outcome.kind === 'would-revert' && outcome.reason).not.toMatch(/GMVesting_|0x/);
  });

  it('the node does not answer: failed, with the error (the page shows it with a retry)', async () => {
    const outcome = await estimateClaim(fakeChain({ down: true }), WALLET, claims([{ to: TEAM, data: '0x01' }]));
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(ChainUnreachableError);
  });

  it('our server refuses what the call needs (403/409): the call could only fail, with its words; other API errors are failed reads', async () => {
    const chain = fakeChain();
    const refusing = (error: unknown): ClaimEstimate => ({
      key: 'test',
      txs: async () => {
        throw error;
      },
    });
    const closed = new ApiError(409, {}, 'Claims closed at 2026-01-01T00:00:00.000Z.', 'CLAIMS_CLOSED');
    expect(await estimateClaim(chain, WALLET, refusing(closed))).toEqual({
      kind: 'would-revert',
      reason: 'Claims closed at 2026-01-01T00:00:00.000Z.',
      index: 0,
    });
    const busy = new ApiError(429, {}, 'Too many requests, please try again later', 'RATE_LIMITED');
    expect(await estimateClaim(chain, WALLET, refusing(busy))).toEqual({ kind: 'failed', error: busy });
  });
});
