import type { ClaimType } from '@gm-claim/shared/constants';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

/**
 * The wallet's schedule id on the type's GMVesting (spec §5), 0n when it has none. PUBLIC:
 * getUserVestingScheduleId(address); the other types: the first of beneficiarySchedules(address, i)
 * (read with the count, since index 0 of an empty list reverts). How the PUBLIC id is read is decided
 * here only.
 */
export async function readScheduleId(type: ClaimType, address: string, reader: ChainReader): Promise<bigint> {
  const vesting = reader.contracts.GMVesting[type];
  if (type === 'PUBLIC') {
    const [id] = await reader.multicall([contractCall(gmVestingAbi, vesting, 'getUserVestingScheduleId', [address])]);
    return valueOf(id);
  }
  const [count, first] = await reader.multicall([
    contractCall(gmVestingAbi, vesting, 'beneficiaryScheduleCount', [address]),
    contractCall(gmVestingAbi, vesting, 'beneficiarySchedules', [address, 0n]),
  ]);
  return valueOf(count) === 0n ? 0n : valueOf(first);
}
