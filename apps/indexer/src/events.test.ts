import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared';
import { Interface } from 'ethers';
import { createEventCatalogue, type RawLog } from './events';

const VESTING = '0x00000000000000000000000000000000000000a1';
const CHALLENGE = '0x00000000000000000000000000000000000000c1';
const BENEFICIARY = '0x00000000000000000000000000000000000000b1';
const SAFE = '0x00000000000000000000000000000000000005af';
const TX = `0x${'ab'.repeat(32)}`;
const OTHER_TX = `0x${'cd'.repeat(32)}`;

const vesting = new Interface(gmVestingAbi);
const challenge = new Interface(gmChallengeAbi);

function log(address: string, iface: Interface, event: string, args: unknown[], logIndex: number, tx = TX): RawLog {
  const { data, topics } = iface.encodeEventLog(event, args);
  return { address, topics, data, blockNumber: 7, blockHash: `0x${'11'.repeat(32)}`, logIndex, transactionHash: tx };
}

describe('event catalogue: who was credited', () => {
  const catalogue = createEventCatalogue([VESTING], CHALLENGE);

  it('asks the node for ClaimedTo of both contracts', () => {
    expect(catalogue.topics).toContain(vesting.getEvent('ClaimedTo')?.topicHash);
    expect(catalogue.topics).toContain(challenge.getEvent('ClaimedTo')?.topicHash);
  });

  it('credits a vesting claim to its beneficiary, or to the recipient a following ClaimedTo names', () => {
    const rows = catalogue.decodeRange([
      log(VESTING, vesting, 'Claimed', [3n, BENEFICIARY, 100n, 1_000n], 0),
      log(VESTING, vesting, 'Claimed', [4n, BENEFICIARY, 50n, 1_000n], 2, OTHER_TX),
      log(VESTING, vesting, 'ClaimedTo', [4n, BENEFICIARY, SAFE, 50n], 3, OTHER_TX),
    ]);
    expect(
      rows.map((row) => [row.table, row.values.schedule_id, row.values.beneficiary, row.values.recipient]),
    ).toEqual([
      ['idx_vesting_claims', '3', BENEFICIARY, BENEFICIARY],
      ['idx_vesting_claims', '4', BENEFICIARY, SAFE],
    ]);
  });

  it('credits a claim-and-vest (paid at once and the schedule) to the recipient its ClaimedTo names', () => {
    const rows = catalogue.decodeRange([
      log(CHALLENGE, challenge, 'Claimed', [BENEFICIARY, 100n], 0),
      log(CHALLENGE, challenge, 'Vest', [BENEFICIARY, 9n, 900n], 4),
      log(CHALLENGE, challenge, 'ClaimedTo', [BENEFICIARY, SAFE, 9n, 100n], 5),
    ]);
    expect(rows.map((row) => [row.table, row.values.user_address, row.values.recipient])).toEqual([
      ['idx_challenge_claims', BENEFICIARY, SAFE],
      ['idx_challenge_vests', BENEFICIARY, SAFE],
    ]);
  });

  it('refuses a ClaimedTo that follows no claim of its transaction rather than record a wrong credit', () => {
    expect(() =>
      catalogue.decodeRange([
        log(VESTING, vesting, 'Claimed', [4n, BENEFICIARY, 50n, 1_000n], 2, OTHER_TX),
        log(VESTING, vesting, 'ClaimedTo', [4n, BENEFICIARY, SAFE, 50n], 3),
      ]),
    ).toThrow(/follows no claim of the same transaction/);
  });
});
