import type { ClaimType } from '@gm-claim/shared/constants';
import { toBeHex, zeroPadValue, type AbstractProvider } from 'ethers';
import { getConfig } from '@gm-claim/web-core-config';
import { vestingInterface } from '@gm-claim/web-core-chain';
import { getReadProvider } from '@gm-claim/web-core-chain';

export interface ClaimRecord {
  amount: bigint;
  /** Unix seconds, from the event. */
  timestamp: bigint;
  txHash: string;
  blockNumber: number;
}

const CLAIMED = vestingInterface.getEvent('Claimed');

/**
 * The claim history of one schedule: GMVesting's Claimed(scheduleId indexed, beneficiary indexed,
 * amount, timestamp) logs filtered by scheduleId, newest first.
 */
export async function readClaimHistory(type: ClaimType, scheduleId: bigint, provider: AbstractProvider = getReadProvider()): Promise<ClaimRecord[]> {
  if (scheduleId === 0n || !CLAIMED) return [];
  const config = getConfig();
  const logs = await provider.getLogs({
    address: config.contracts.GMVesting[type],
    topics: [CLAIMED.topicHash, zeroPadValue(toBeHex(scheduleId), 32)],
    fromBlock: config.logsFromBlock,
    toBlock: 'latest',
  });
  return logs
    .map((log) => {
      const parsed = vestingInterface.parseLog({ topics: [...log.topics], data: log.data });
      return {
        amount: (parsed?.args.getValue('amount') as bigint | undefined) ?? 0n,
        timestamp: (parsed?.args.getValue('timestamp') as bigint | undefined) ?? 0n,
        txHash: log.transactionHash,
        blockNumber: log.blockNumber,
      };
    })
    .sort((a, b) => b.blockNumber - a.blockNumber);
}
