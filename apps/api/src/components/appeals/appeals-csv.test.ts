import { parseEligibilityCsv } from '@gm-claim/shared/allocations/eligibility-csv';
import { appealsCsv } from './appeals-csv';

describe('appealsCsv', () => {
  it('writes what the eligibility import reads back, amounts exact to the wei', () => {
    const csv = appealsCsv([
      { account: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', amount: '1500000000000000000000' },
      { account: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', amount: '1' },
    ]);
    expect(csv.split('\n')[0]).toBe('address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop');
    const parsed = parseEligibilityCsv(csv);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => [row.address.toLowerCase(), row.amount])).toEqual([
      ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 1_500n * 10n ** 18n],
      ['0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', 1n],
    ]);
  });

  it('writes only the header when nothing was accepted', () => {
    expect(parseEligibilityCsv(appealsCsv([])).rows).toEqual([]);
  });
});
