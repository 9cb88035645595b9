import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import { type Contract, id, type TransactionReceipt } from 'ethers';
import { type CsvRow } from '../csv.js';
import { type OwnerContext, formatGm } from '../context.js';
import { OwnerTaskError } from '../errors.js';
import { parseAddress, parseGm } from '../values.js';
import { readEach } from './multicall.js';
import { type JobDefinition } from './job-types.js';
import { readView } from '../typed-read.js';

export interface BalanceEntry {
  user: string;
  amount: bigint;
  line: number;
}

/**
 * GMChallenge's `RegistrationSkipped(user, amount)`: `registerBalances` skips a user registered meanwhile (a race with
 * the pre-check) instead of reverting the whole batch.
 */
export const REGISTRATION_SKIPPED_TOPIC = id('RegistrationSkipped(address,uint256)');

/** A parser of `address,amount` rows (amount in whole GM; the first column may also be user, beneficiary or wallet). */
export function balanceRowParser(header: string[], source = 'CSV'): (row: CsvRow) => BalanceEntry {
  const column = ['address', 'user', 'beneficiary', 'wallet'].find((name) => header.includes(name));
  if (!column || !header.includes('amount')) throw new OwnerTaskError(`${source}: the header must be "address,amount"`);
  const seen = new Map<string, number>();
  return ({ line, values }) => {
    const amount = parseGm(values.amount ?? '', `${source} line ${line} amount`);
    if (amount === 0n) throw new OwnerTaskError(`${source} line ${line}: amount is 0`);
    const user = parseAddress(values[column], `${source} line ${line} ${column}`);
    const key = user.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new OwnerTaskError(`${user} appears twice (lines ${earlier} and ${line})`);
    seen.set(key, line);
    return { user, amount, line };
  };
}

/** register-balances: a row is done when `isRegistered(user)` (registration happens once per user). */
export function registerBalancesJob(
  context: OwnerContext,
  challenge: Contract,
  challengeAddress: string,
  multicall: string,
): JobDefinition<BalanceEntry> {
  return {
    task: 'register-balances',
    noun: 'balance',
    contract: challenge,
    label: 'GMChallenge',
    method: 'registerBalances',
    newParser: balanceRowParser,
    newClassifier: () => async (rows) =>
      (await readEach(
        context,
        multicall,
        challengeAddress,
        challenge.interface,
        'isRegistered',
        rows.map((row) => [row.user]),
      )) as boolean[],
    args: (batch) => [batch.map((entry) => entry.user), batch.map((entry) => entry.amount)],
    amount: (row) => row.amount,
    async prepare(pending) {
      const supply = await readView(challenge, gmChallengeAbi, 'amount_supply');
      const registered = await readView(challenge, gmChallengeAbi, 'amount_registered');
      if (pending.total > supply - registered) {
        throw new OwnerTaskError(
          `the balances add up to ${formatGm(pending.total)} but only ${formatGm(supply - registered)} of the funded supply is unregistered: run "gm fund" first`,
        );
      }
      return { calls: [] };
    },
    readReceipt: (receipt: TransactionReceipt) => ({
      skipped: receipt.logs.filter(
        (log) =>
          log.address.toLowerCase() === challengeAddress.toLowerCase() && log.topics[0] === REGISTRATION_SKIPPED_TOPIC,
      ).length,
    }),
  };
}
