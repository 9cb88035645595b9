import { tokens } from '@gm-claim/shared/amount';
import { fakeChain } from '@gm-claim/web-core-chain/testing';
import { BET_TX, CANCEL_TX, FULFIL_TX, USER, WORD, betStruct, challengeLog, logsIn } from '../testing';
import { readBetSettled, readChallengeFromChain } from './read-challenge-from-chain';

const requested = challengeLog('BetRequested', [42n, USER, tokens(100), 2n, 3_000_000_000_000_000n, 2500, 5000], {
  txHash: BET_TX,
  blockNumber: 120,
});
const resolved = (success: boolean) =>
  challengeLog('BetResolved', [42n, USER, success, success ? tokens(200) : 0n, WORD], {
    txHash: FULFIL_TX,
    blockNumber: 122,
  });

describe('readChallengeFromChain', () => {
  it('a resolved bet – the record, its logs found from its request time, the table row at the bet’s block', async () => {
    const chain = fakeChain({
      answers: {
        getBetHistoryByRequestId: betStruct({ resolved: true, success: true, gain: tokens(200) }),
        bettingTable: { probBps: 2500n, lossBps: 5000n },
      },
      logs: logsIn([requested, resolved(true)]),
    });
    const proof = await readChallengeFromChain(42n, chain);
    expect(proof).toMatchObject({
      source: 'chain',
      status: 'resolved',
      user: USER,
      unit: tokens(100),
      multiple: 2,
      price: 3_000_000_000_000_000n,
      odds: { probBps: 2500, lossBps: 5000 },
      tableRow: { kind: 'row', atBlock: 120, probBps: 2500, lossBps: 5000 },
      requested: { txHash: BET_TX, blockNumber: 120, timestamp: 1_800_000_000 },
      fulfilment: { txHash: FULFIL_TX, blockNumber: 122, success: true, randomWord: WORD, credited: tokens(200) },
    });
    // The table was read as of the bet's block, the record at the latest.
    expect(chain.blockTags).toEqual([undefined, 120]);
  });

  it('a bet far back in a long chain – found by a binary search over block headers, never one unbounded getLogs', async () => {
    const filters: Array<{ fromBlock: number; toBlock: number }> = [];
    const find = logsIn([requested, resolved(true)]);
    const chain = fakeChain({
      blockNumber: 40_000_000,
      answers: {
        getBetHistoryByRequestId: betStruct({ resolved: true, success: true, gain: tokens(200) }),
        bettingTable: { probBps: 2500n, lossBps: 5000n },
      },
      logs: (filter) => {
        filters.push({ fromBlock: Number(filter.fromBlock), toBlock: Number(filter.toBlock) });
        return find(filter);
      },
    });
    const proof = await readChallengeFromChain(42n, chain);
    expect(proof).toMatchObject({ requested: { blockNumber: 120 }, fulfilment: { blockNumber: 122 } });
    expect(filters).toEqual([
      { fromBlock: 120, toBlock: 219 },
      { fromBlock: 120, toBlock: 120 + 5_000 - 1 },
    ]);
  });

  it('a lost bet – credited is the stake less the loss share', async () => {
    const chain = fakeChain({
      answers: {
        getBetHistoryByRequestId: betStruct({ resolved: true, loss: tokens(50) }),
        bettingTable: { probBps: 2500n, lossBps: 5000n },
      },
      logs: logsIn([requested, resolved(false)]),
    });
    expect((await readChallengeFromChain(42n, chain))?.fulfilment).toMatchObject({
      success: false,
      gained: 0n,
      credited: tokens(50),
    });
  });

  it('a pending bet – no fulfilment; a node without the old state – the table row says it could not be read', async () => {
    const chain = fakeChain({
      answers: {
        getBetHistoryByRequestId: betStruct({ cancelRequestedAt: 1_800_090_000n }),
        bettingTable: { revert: 'GMChallenge_BetNotOffered', args: [tokens(100), 2n] },
      },
      logs: logsIn([requested]),
    });
    const proof = await readChallengeFromChain(42n, chain);
    expect(proof).toMatchObject({ status: 'pending', fulfilment: null, cancelRequestedAt: 1_800_090_000 });
    expect(proof?.tableRow.kind).toBe('unavailable');
  });

  it('a cancelled bet – the cancel transaction, found from the time its cancel was requested', async () => {
    const cancelled = challengeLog('BetCancelled', [42n, USER], { txHash: CANCEL_TX, blockNumber: 5_000 });
    const chain = fakeChain({
      blockNumber: 6_000,
      answers: {
        // The cancel was requested at block 4,800's time (3 s blocks from block 120) and finalised at block 5,000.
        getBetHistoryByRequestId: betStruct({ cancelled: true, cancelRequestedAt: BigInt(1_800_000_000 + (4_800 - 120) * 3) }),
        bettingTable: { probBps: 2500n, lossBps: 5000n },
      },
      logs: logsIn([requested, cancelled]),
    });
    expect(await readChallengeFromChain(42n, chain)).toMatchObject({
      status: 'cancelled',
      fulfilment: null,
      cancellation: { txHash: CANCEL_TX, blockNumber: 5_000 },
    });
  });

  it('an id GMChallenge does not know (an all-zero record) – null', async () => {
    const chain = fakeChain({
      answers: { getBetHistoryByRequestId: betStruct({ requestId: 0n, user: '0x' + '0'.repeat(40) }) },
    });
    expect(await readChallengeFromChain(43n, chain)).toBeNull();
  });

  it('a resolved bet whose log is missing – an error, not a draw without its word', async () => {
    const chain = fakeChain({
      answers: {
        getBetHistoryByRequestId: betStruct({ resolved: true, success: true, gain: tokens(200) }),
        bettingTable: { probBps: 2500n, lossBps: 5000n },
      },
      logs: logsIn([requested]),
    });
    await expect(readChallengeFromChain(42n, chain)).rejects.toThrow('No BetResolved log of Challenge 42 from block 120 to 1000');
  });

  it('the node is down – the read fails', async () => {
    await expect(readChallengeFromChain(42n, fakeChain({ down: true }))).rejects.toThrow(
      'The blockchain cannot be reached right now.',
    );
  });
});

describe('readBetSettled', () => {
  it.each([
    ['resolved', { resolved: true }, true],
    ['cancelled', { cancelled: true }, true],
    ['pending', {}, false],
    ['unknown', { requestId: 0n }, false],
  ])('%s – %s', async (_name, fields, settled) => {
    const chain = fakeChain({ answers: { getBetHistoryByRequestId: betStruct(fields) } });
    expect(await readBetSettled(42n, chain)).toBe(settled);
  });
});
