import type { ClaimType } from '@gm-claim/shared/constants';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { toBeHex, zeroPadValue } from 'ethers';
import { getChainReader, interfaceOf, type ChainReader } from '@gm-claim/web-core-chain';

export interface ClaimRecord {
  amount: bigint;
  /** Unix seconds, from the event. */
  timestamp: bigint;
  txHash: string;
  blockNumber: number;
}

/**
 * The claim history of one schedule: GMVesting's Claimed(scheduleId indexed, beneficiary indexed,
 * amount, timestamp) logs filtered by scheduleId, newest first. A log that does not decode fails the
 * read rather than showing an amount of 0.
 */
export async function readClaimHistory(
  type: ClaimType,
  scheduleId: bigint,
  reader: ChainReader = getChainReader(),
): Promise<ClaimRecord[]> {
  if (scheduleId === 0n) return [];
  const vesting = interfaceOf(gmVestingAbi);
  const claimed = vesting.getEvent('Claimed');
  if (!claimed) throw new Error('GMVesting has no Claimed event');
  const logs = await reader.getLogs({
    address: reader.contracts.GMVesting[type],
    topics: [claimed.topicHash, zeroPadValue(toBeHex(scheduleId), 32)],
    fromBlock: reader.logsFromBlock,
    toBlock: 'latest',
  });
  return logs
    .map((log) => {
      const parsed = vesting.parseLog({ topics: [...log.topics], data: log.data });
      if (!parsed) throw new Error(`log ${log.transactionHash} is no Claimed event`);
      return {
        amount: parsed.args.getValue('amount') as bigint,
        timestamp: parsed.args.getValue('timestamp') as bigint,
        txHash: log.transactionHash,
        blockNumber: log.blockNumber,
      };
    })
    .sort((a, b) => b.blockNumber - a.blockNumber);
}
