/**
 * The rehearsal's end-of-run proofs that nothing was lost: every acknowledged sign-in and signature is
 * accounted for, no nonce was issued twice, every event on chain is in the index, the contracts hold
 * what they owe, and no request got a 500.
 */
import { createHash } from 'node:crypto';
import { id } from 'ethers';
import type { Chain } from './chain';
import { CHALLENGE_ABI, TOKEN_ABI, type ClaimantResult } from './claimant';
import { sql } from './database';
import { waitUntil } from './processes';
import type { Recorder } from './recorder';

const GM = 10n ** 18n;

export interface Proof {
  name: string;
  ok: boolean;
  detail: string;
}

async function eventCount(chain: Chain, addresses: string[], topic: string, head: number): Promise<number> {
  let count = 0;
  for (let from = 0; from <= head; from += 5_000) {
    const logs = await chain.rpc<unknown[]>('eth_getLogs', [
      { address: addresses, fromBlock: `0x${from.toString(16)}`, toBlock: `0x${Math.min(head, from + 4_999).toString(16)}`, topics: [topic] },
    ]);
    count += logs.length;
  }
  return count;
}

async function callView(chain: Chain, to: string, data: string): Promise<string> {
  return chain.rpc<string>('eth_call', [{ to, data }, 'latest']);
}

/** The end-of-run proofs: nothing acknowledged is lost, nothing is issued twice, the index is whole, the books balance. */
export async function prove(chain: Chain, databaseUrl: string, apiUrl: string, results: ClaimantResult[], recorder: Recorder): Promise<Proof[]> {
  const proofs: Proof[] = [];
  const { GMChallenge: challenge, GMVesting: vestings, GMToken: token } = chain.deployment.contracts;
  // Sign-ins: every session a claimant was given is stored (its refresh token's hash).
  const hashes = results.flatMap((result) => result.sessions.map((session) => createHash('sha256').update(session.refreshToken).digest('hex')));
  const [stored] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM refresh_tokens WHERE token_hash = ANY($1)', [hashes]);
  proofs.push({ name: 'every acknowledged sign-in is stored', ok: stored?.n === hashes.length, detail: `${stored?.n ?? 0} of ${hashes.length} sessions` });
  // Signatures: each one handed out is recorded, and is used on chain or unused and expired.
  const signatures = results.flatMap((result) => result.signatures);
  const nonces = signatures.map((signature) => signature.nonce);
  const [recorded] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM issued_signatures WHERE nonce = ANY($1::numeric[])', [nonces]);
  const distinct = new Set(nonces).size;
  const [duplicates] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM (SELECT nonce FROM issued_signatures GROUP BY nonce HAVING count(*) > 1) d');
  proofs.push({ name: 'no signature nonce was issued twice', ok: distinct === nonces.length && duplicates?.n === 0, detail: `${distinct} distinct of ${nonces.length} handed out; ${duplicates?.n ?? '?'} repeats stored` });
  const block = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
  const now = Number(BigInt(block.timestamp));
  let used = 0;
  let expired = 0;
  let open = 0;
  for (let i = 0; i < signatures.length; i += 50) {
    const batch = signatures.slice(i, i + 50);
    const states = await Promise.all(
      batch.map(async (signature) => {
        const [isUsed] = CHALLENGE_ABI.decodeFunctionResult('usedNonces', await callView(chain, challenge, CHALLENGE_ABI.encodeFunctionData('usedNonces', [signature.user, signature.nonce]))) as unknown as [boolean];
        return isUsed ? 'used' : Number(signature.deadline) < now ? 'expired' : 'open';
      }),
    );
    used += states.filter((state) => state === 'used').length;
    expired += states.filter((state) => state === 'expired').length;
    open += states.filter((state) => state === 'open').length;
  }
  proofs.push({
    name: 'every acknowledged signature is recorded, and used on chain or unused and expired',
    ok: recorded?.n === nonces.length && open === 0,
    detail: `${recorded?.n ?? 0} of ${nonces.length} recorded; ${used} used, ${expired} expired unused, ${open} still open`,
  });
  // The index: every event on chain up to the head is in it.
  const head = Number(BigInt(await chain.rpc<string>('eth_blockNumber')));
  // The index reaching the head is a proof like the others: ✗ with the reason when it does not (never a throw that
  // would lose the report and every other proof).
  const reachStarted = Date.now();
  let reached: string | null = null;
  try {
    await waitUntil(
      'the index reaching the head',
      async () => {
        const status = (await (await fetch(`${apiUrl}/index/status`)).json()) as { index?: { indexedBlock?: number } };
        return (status.index?.indexedBlock ?? -1) >= head;
      },
      120_000,
    );
  } catch (error) {
    reached = (error as Error).message;
  }
  proofs.push({
    name: "the index reaches the chain's head after the rush",
    ok: reached === null,
    detail: reached ?? `block ${head} within ${((Date.now() - reachStarted) / 1_000).toFixed(1)} s`,
  });
  const vestingAddresses = Object.values(vestings);
  const checks: [string, string[], string, string][] = [
    ['UserRegistered', [challenge], id('UserRegistered(address,uint256)'), 'idx_challenge_registrations'],
    ['BetRequested', [challenge], id('BetRequested(uint256,address,uint256,uint256,uint256,uint16,uint16)'), 'idx_challenge_bets'],
    ['BetResolved', [challenge], id('BetResolved(uint256,address,bool,uint256,uint256)'), 'idx_challenge_resolutions'],
    ['Claimed (GMChallenge)', [challenge], id('Claimed(address,uint256)'), 'idx_challenge_claims'],
    ['Vest', [challenge], id('Vest(address,uint256,uint256)'), 'idx_challenge_vests'],
    ['Claimed (GMVesting)', vestingAddresses, id('Claimed(uint256,address,uint256,uint256)'), 'idx_vesting_claims'],
  ];
  for (const [name, addresses, topic, table] of checks) {
    const onChain = await eventCount(chain, addresses, topic, head);
    const [indexed] = await sql<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM ${table} WHERE block_number <= $1`, [head]);
    proofs.push({ name: `every ${name} event is in the index`, ok: onChain === indexed?.n, detail: `${indexed?.n ?? 0} indexed of ${onChain} on chain (to block ${head})` });
  }
  // The books: PUBLIC GMVesting holds exactly what its schedules still owe; GMChallenge at least what it owes.
  const balance = async (holder: string): Promise<bigint> =>
    (TOKEN_ABI.decodeFunctionResult('balanceOf', await callView(chain, token, TOKEN_ABI.encodeFunctionData('balanceOf', [holder]))) as unknown as [bigint])[0];
  const [scheduled] = await sql<{ total: string }>(databaseUrl, 'SELECT coalesce(sum(total_amount), 0)::text AS total FROM idx_vesting_schedules WHERE contract = lower($1)', [vestings.PUBLIC]);
  const [publicClaims] = await sql<{ total: string }>(databaseUrl, 'SELECT coalesce(sum(amount), 0)::text AS total FROM idx_vesting_claims WHERE contract = lower($1)', [vestings.PUBLIC]);
  const publicBalance = await balance(vestings.PUBLIC);
  const publicOwed = BigInt(scheduled?.total ?? '0') - BigInt(publicClaims?.total ?? '0');
  proofs.push({ name: 'PUBLIC GMVesting holds exactly what its schedules owe', ok: publicBalance === publicOwed, detail: `balance ${publicBalance / GM} GM, owed ${publicOwed / GM} GM` });
  const read = async (fn: 'amount_owed' | 'amount_supply' | 'amount_registered'): Promise<bigint> =>
    (CHALLENGE_ABI.decodeFunctionResult(fn, await callView(chain, challenge, CHALLENGE_ABI.encodeFunctionData(fn, []))) as unknown as [bigint])[0];
  const [owed, supply, registered] = await Promise.all([read('amount_owed'), read('amount_supply'), read('amount_registered')]);
  const challengeBalance = await balance(challenge);
  const liabilities = owed + (supply - registered);
  proofs.push({
    name: 'GMChallenge holds at least what it owes (registered and unclaimed, plus unregistered supply)',
    ok: challengeBalance >= liabilities,
    detail: `balance ${challengeBalance / GM} GM, liabilities ${liabilities / GM} GM`,
  });
  const internal = recorder.attempts.filter((attempt) => attempt.status === 500).length;
  proofs.push({ name: 'no request got a 500', ok: internal === 0, detail: `${internal} × 500 in ${recorder.attempts.length} attempts` });
  return proofs;
}

