import { tokens } from '@gm-claim/shared/amount';
import type { ClaimHistoryResponse } from '@gm-claim/shared/dto/history';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { toBeHex, zeroPadValue, type Filter, type Log } from 'ethers';
import { createApiClient } from '@gm-claim/web-core-api';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { interfaceOf, toReadError } from '@gm-claim/web-core-chain';
import { FAKE_CONTRACTS, fakeChain } from '@gm-claim/web-core-chain/testing';
import { apiClaimHistory, LOG_RANGE, readClaimHistory, type ClaimHistorySources } from './read-claim-history';

const vestingInterface = interfaceOf(gmVestingAbi);
const VESTING = FAKE_CONTRACTS.GMVesting.BACKER;
const BENEFICIARY = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const hash = (block: number, salt = 0): string => `0x${(block * 16 + salt).toString(16).padStart(64, '0')}`;

function eventLog(
  name: 'Claimed' | 'VestingScheduleCreated',
  scheduleId: bigint,
  blockNumber: number,
  amount = 0n,
): Log {
  const event = vestingInterface.getEvent(name);
  if (!event) throw new Error(`no ${name} event in the ABI`);
  const args =
    name === 'Claimed'
      ? [scheduleId, BENEFICIARY, amount, 1_800_000_000 + blockNumber]
      : [scheduleId, BENEFICIARY, tokens(8_000), tokens(5_000), 1];
  const { topics, data } = vestingInterface.encodeEventLog(event, args);
  return {
    topics,
    data,
    blockNumber,
    index: 0,
    transactionHash: hash(blockNumber),
    address: VESTING,
  } as unknown as Log;
}

/**
 * A node holding `logs` that answers eth_getLogs by the filter (address, topic0 alternatives, topic1,
 * range) and refuses a range wider than `maxRange` as BSC's public nodes do (-32005, through the real
 * reader's error mapping).
 */
function logNode(logs: Log[], head: number, maxRange = LOG_RANGE) {
  const requests: Array<[number, number]> = [];
  const getLogs = async (filter: Filter): Promise<Log[]> => {
    const from = Number(filter.fromBlock);
    const to = Number(filter.toBlock);
    if (to - from + 1 > maxRange) {
      throw toReadError(
        new Error(
          `could not coalesce error (error={ "code": -32005, "message": "exceed maximum block range: ${maxRange}" })`,
        ),
        'event logs',
      );
    }
    requests.push([from, to]);
    const [topic0, topic1] = filter.topics ?? [];
    const names = Array.isArray(topic0) ? topic0 : [topic0];
    return logs.filter(
      (log) =>
        log.address === filter.address &&
        names.includes(log.topics[0]) &&
        log.topics[1] === topic1 &&
        log.blockNumber >= from &&
        log.blockNumber <= to,
    );
  };
  return { reader: { ...fakeChain({ blockNumber: head }), logsFromBlock: 10, getLogs }, requests };
}

function indexed(overrides: {
  indexedBlock: number;
  lagBlocks: number;
  claims: Array<[number, bigint]>;
}): ClaimHistoryResponse {
  return {
    index: {
      chainId: 56,
      indexedBlock: overrides.indexedBlock,
      chainHead: overrides.indexedBlock + overrides.lagBlocks,
      lagBlocks: overrides.lagBlocks,
      confirmations: 15,
      updatedAt: '2026-11-22T22:00:00.000Z',
    },
    vestingType: 'BACKER',
    contract: VESTING,
    scheduleId: '3',
    schedule: {
      beneficiary: BENEFICIARY,
      totalAmount: tokens(8_000).toString(),
      tgeAmount: tokens(5_000).toString(),
      releaseDay: 1,
      created: { txHash: hash(100), blockNumber: 100, logIndex: 0, timestamp: 1_800_000_100 },
      revoked: null,
    },
    claims: overrides.claims.map(([block, amount]) => ({
      txHash: hash(block),
      blockNumber: block,
      logIndex: 0,
      timestamp: 1_800_000_000 + block,
      amount: amount.toString(),
      beneficiary: BENEFICIARY,
      claimedAt: 1_800_000_000 + block,
    })),
  };
}

const summary = (claims: { blockNumber: number; amount: bigint }[]) =>
  claims.map((claim) => [claim.blockNumber, claim.amount]);

describe('readClaimHistory – the API index first', () => {
  it('reads GET /vesting/BACKER/schedules/3/claims (parsed with the shared schema) and lists the claims newest first', async () => {
    const fetch = jest.fn(async (_url: string) =>
      jsonResponse(
        200,
        indexed({
          indexedBlock: 900,
          lagBlocks: 0,
          claims: [
            [800, tokens(250)],
            [500, tokens(100)],
          ],
        }),
      ),
    );
    const client = createApiClient({
      baseUrl: () => 'http://api.test',
      session: { accessToken: () => null, refreshToken: () => null } as never,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const node = logNode([], 900);
    const history = await readClaimHistory('BACKER', 3n, { indexed: apiClaimHistory(client), reader: node.reader });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/vesting/BACKER/schedules/3/claims');
    expect(summary(history.claims)).toEqual([
      [800, tokens(250)],
      [500, tokens(100)],
    ]);
    expect(history).toMatchObject({ source: 'index', upToBlock: 900, behindBlocks: 0, indexError: null });
    // The schedule's creating transaction (for PUBLIC, the claim & vest the history lists: issue 20 item 6).
    expect(history.created).toEqual({ txHash: hash(100), blockNumber: 100 });
    expect(node.requests).toEqual([]); // the index is at the head: no log read
  });

  it('the index trails by a few blocks – the gap is read from the node in one request; a claim of a moment ago shows', async () => {
    const node = logNode([eventLog('Claimed', 3n, 905, tokens(40)), eventLog('Claimed', 3n, 800, tokens(250))], 910);
    const history = await readClaimHistory('BACKER', 3n, {
      indexed: async () => indexed({ indexedBlock: 900, lagBlocks: 10, claims: [[800, tokens(250)]] }),
      reader: node.reader,
    });
    expect(node.requests).toEqual([[901, 910]]);
    expect(summary(history.claims)).toEqual([
      [905, tokens(40)],
      [800, tokens(250)],
    ]);
    expect(history).toMatchObject({ source: 'index', upToBlock: 910, behindBlocks: 0 });
  });

  it('the index lags by more than one log range – no chain scan; the history says how far behind it is', async () => {
    const node = logNode([], 200_000);
    const history = await readClaimHistory('BACKER', 3n, {
      indexed: async () => indexed({ indexedBlock: 150_000, lagBlocks: 49_000, claims: [[800, tokens(250)]] }),
      reader: node.reader,
    });
    expect(node.requests).toEqual([]);
    expect(history).toMatchObject({ source: 'index', upToBlock: 150_000, behindBlocks: 50_000 });
  });
});

describe('readClaimHistory – the chain when the API fails', () => {
  const api = async (): Promise<never> => {
    throw new Error('The server cannot be reached. Please try again later.');
  };

  it('reads windows of ≤ 5,000 blocks from the head back to the schedule’s creation, never the whole chain', async () => {
    const logs = [
      eventLog('VestingScheduleCreated', 3n, 180_000),
      eventLog('Claimed', 3n, 181_000, tokens(5_000)),
      eventLog('Claimed', 3n, 199_999, tokens(1_000)),
      eventLog('Claimed', 4n, 190_000, tokens(9)), // another schedule
    ];
    const node = logNode(logs, 201_234);
    const history = await readClaimHistory('BACKER', 3n, { indexed: api, reader: node.reader });
    expect(summary(history.claims)).toEqual([
      [199_999, tokens(1_000)],
      [181_000, tokens(5_000)],
    ]);
    expect(history).toMatchObject({ source: 'chain', upToBlock: 201_234, behindBlocks: 0 });
    expect(history.indexError).toBe('The server cannot be reached. Please try again later.');
    expect(node.requests[0]).toEqual([196_235, 201_234]);
    expect(node.requests.every(([from, to]) => to - from + 1 <= LOG_RANGE)).toBe(true);
    expect(node.requests.at(-1)?.[0]).toBeLessThanOrEqual(180_000); // stopped at the creation window
    expect(node.requests).toHaveLength(5);
    // From the chain alone too: the creation log's transaction (issue 20 item 6).
    expect(history.created).toEqual({ txHash: logs[0]?.transactionHash, blockNumber: 180_000 });
  });

  it('a node that caps ranges below 5,000 (-32005) – narrower windows, the same claims', async () => {
    const logs = [eventLog('VestingScheduleCreated', 3n, 7_000), eventLog('Claimed', 3n, 7_500, tokens(3))];
    const node = logNode(logs, 9_999, 1_000);
    const history = await readClaimHistory('BACKER', 3n, { indexed: api, reader: node.reader });
    expect(summary(history.claims)).toEqual([[7_500, tokens(3)]]);
    expect(node.requests.every(([from, to]) => to - from + 1 <= 1_000)).toBe(true);
  });

  it('a flaky node (every third request fails: a 429 without CORS headers looks unreachable) – each failed window is retried', async () => {
    const logs = [eventLog('VestingScheduleCreated', 3n, 100), eventLog('Claimed', 3n, 30_000, tokens(7))];
    const node = logNode(logs, 60_000);
    let calls = 0;
    const flaky = {
      ...node.reader,
      getLogs: async (filter: Filter) => {
        calls += 1;
        if (calls % 3 === 0) throw toReadError(new Error('Failed to fetch'), 'event logs');
        return node.reader.getLogs(filter);
      },
    };
    const history = await readClaimHistory('BACKER', 3n, { indexed: api, reader: flaky, retryDelaysMs: [0, 0] });
    expect(summary(history.claims)).toEqual([[30_000, tokens(7)]]);
    expect(node.requests).toHaveLength(12); // 60,000 blocks back to block 100 in 5,000-block windows
    expect(calls).toBeGreaterThan(12);
  });

  it('the dashboard’s contract (PUBLIC: the address the API names) – the chain fallback reads that contract’s logs', async () => {
    const other = '0x00000000000000000000000000000000000000f7';
    const log = { ...eventLog('Claimed', 3n, 500, tokens(2)), address: other } as Log;
    const created = { ...eventLog('VestingScheduleCreated', 3n, 400), address: other } as Log;
    const node = logNode([log, created], 900);
    const history = await readClaimHistory('BACKER', 3n, { indexed: api, reader: node.reader }, other);
    expect(summary(history.claims)).toEqual([[500, tokens(2)]]);
  });

  it('both fail – the read fails and says why, no empty history is made up', async () => {
    await expect(
      readClaimHistory('BACKER', 3n, { indexed: api, reader: fakeChain({ down: true }), retryDelaysMs: [0] }),
    ).rejects.toThrow(
      'Neither the history index (The server cannot be reached. Please try again later.) nor the blockchain (The blockchain cannot be reached',
    );
  });

  it('schedule 0 (none) – reads nothing', async () => {
    const indexedRead = jest.fn();
    const sources: ClaimHistorySources = { indexed: indexedRead, reader: logNode([], 10).reader };
    await expect(readClaimHistory('BACKER', 0n, sources)).resolves.toMatchObject({ claims: [] });
    expect(indexedRead).not.toHaveBeenCalled();
  });
});

// Keep the topic encoding of the filter honest: the schedule id as a 32-byte topic.
it('the schedule id topic is the id left-padded to 32 bytes', () => {
  expect(eventLog('Claimed', 3n, 1).topics[1]).toBe(zeroPadValue(toBeHex(3n), 32));
});
