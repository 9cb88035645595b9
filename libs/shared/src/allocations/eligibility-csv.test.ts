import { parseEligibilityCsv } from './eligibility-csv';

const HEADER = 'address,mm,discordRole,spaceKids,capsule,wing,communityAirdrop';
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('parseEligibilityCsv', () => {
  it('the import format – the six sources summed in wei, lowercase addresses, zero rows counted apart', () => {
    const result = parseEligibilityCsv(
      `${HEADER}\r\n${A},1,2.5,,0,0,0.000000000000000001\r\n0x${'b'.repeat(40)},0,0,0,0,0,0\n`,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([{ address: A.toLowerCase(), amount: 35n * 10n ** 17n + 1n }]);
    expect(result.zeroRows).toBe(1);
  });

  it('columns in another order, quoted – read by name', () => {
    const result = parseEligibilityCsv(
      `"wing",communityAirdrop,mm,discordRole,spaceKids,capsule,walletAddress\n"7",0,0,0,0,0,${A}\n`,
    );
    expect(result.rows).toEqual([{ address: A.toLowerCase(), amount: 7n * 10n ** 18n }]);
  });

  it('a bad checksum, a bad amount, a duplicate, a short row – every line reported', () => {
    const result = parseEligibilityCsv(
      [
        HEADER,
        `${A.replace('F', 'f')},1,0,0,0,0,0`,
        `${A},1.0000000000000000001,0,0,0,0,0`,
        `${A},1,0,0,0,0,0`,
        `${A},1,0,0,0,0,0`,
        `${A},1`,
      ].join('\n'),
    );
    expect(result.errorCount).toBe(4);
    expect(result.errors[0]).toMatch(/^line 2: .* not a valid address/);
    expect(result.errors[1]).toMatch(/^line 3: mm/);
    expect(result.errors[2]).toBe(`line 5: duplicate address ${A.toLowerCase()} (first on line 4)`);
    expect(result.errors[3]).toBe('line 6: expected 7 columns, found 2');
  });

  it('no header – an error', () => {
    expect(parseEligibilityCsv('').errors).toEqual(['line 1: the file is empty: a header line is required']);
    expect(parseEligibilityCsv('address,mm\n').errors[0]).toBe('line 1: the header must name a "discordrole" column');
  });
});
