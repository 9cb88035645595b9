import { tokens } from '@gm-claim/shared/amount';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { toBeHex, zeroPadValue, type Filter, type Log } from 'ethers';
import { interfaceOf } from '@gm-claim/web-core-chain';
import { FAKE_CONTRACTS, fakeChain } from '@gm-claim/web-core-chain/testing';
import { readClaimHistory } from './read-claim-history';

const vestingInterface = interfaceOf(gmVestingAbi);

const VESTING = FAKE_CONTRACTS.GMVesting.BACKER;
const BENEFICIARY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function claimedLog(scheduleId: bigint, amount: bigint, timestamp: number, blockNumber: number): Log {
  const event = vestingInterface.getEvent('Claimed');
  if (!event) throw new Error('no Claimed event in the ABI');
  const { topics, data } = vestingInterface.encodeEventLog(event, [scheduleId, BENEFICIARY, amount, timestamp]);
  return {
    topics,
    data,
    blockNumber,
    transactionHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
    address: VESTING,
  } as unknown as Log;
}

describe('readClaimHistory', () => {
  const reader = (getLogs: (filter: Filter) => Promise<Log[]>) => ({ ...fakeChain(), logsFromBlock: 42, getLogs });

  it('asks for the Claimed logs of the schedule on its vesting contract and lists them newest first', async () => {
    const getLogs = jest.fn(async (_filter: Filter) => [
      claimedLog(3n, tokens(100), 1_800_000_000, 50),
      claimedLog(3n, tokens(250), 1_802_600_000, 70),
    ]);
    const history = await readClaimHistory('BACKER', 3n, reader(getLogs));

    const filter = getLogs.mock.calls[0]?.[0];
    expect(filter).toMatchObject({ address: VESTING, fromBlock: 42, toBlock: 'latest' });
    expect(filter?.topics).toEqual([vestingInterface.getEvent('Claimed')?.topicHash, zeroPadValue(toBeHex(3n), 32)]);
    expect(history.map((claim) => [claim.amount, claim.timestamp, claim.blockNumber])).toEqual([
      [tokens(250), 1_802_600_000n, 70],
      [tokens(100), 1_800_000_000n, 50],
    ]);
  });

  it('schedule 0 (none) – reads nothing', async () => {
    const getLogs = jest.fn();
    await expect(readClaimHistory('BACKER', 0n, reader(getLogs))).resolves.toEqual([]);
    expect(getLogs).not.toHaveBeenCalled();
  });

  it('the node does not answer – the read fails, no empty history is made up', async () => {
    await expect(readClaimHistory('BACKER', 3n, fakeChain({ down: true }))).rejects.toThrow(
      'The blockchain cannot be reached',
    );
  });
});
