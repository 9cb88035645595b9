import { gmChallengeAbi } from '@gm-claim/shared/generated/abis';
import {
  connectedSigner,
  contractCall,
  getChainReader,
  sendContractCall,
  valueOf,
  waitForReceipt,
  type TransactionSigner,
} from '@gm-claim/web-core-chain';
import { CONFIRMATIONS, getConfig } from '@gm-claim/web-core-config';

/** What GMChallenge says about claiming `account`'s allocation with a proof alone (issue 33 §3), from one block. */
export interface ProofClaimState {
  /** The chain's time of the block read. */
  now: bigint;
  /** When the missions gate ends (0: never): until then a claim needs our server's signature. */
  missionsGateEndsAt: bigint;
  claimsOpenAt: bigint;
  /** 0: no deadline. */
  claimDeadline: bigint;
  isRegistered: boolean;
  hasClaimedAndVested: boolean;
}

export type ProofClaimStatus =
  | { kind: 'claimed' }
  | { kind: 'missions-required'; endsAt: bigint | null }
  | { kind: 'not-open'; openAt: bigint }
  | { kind: 'closed'; deadline: bigint }
  | { kind: 'ready'; registered: boolean };

/** The rules of contracts/README.md ("Allocation roots", "Claim window"), in the order the contract checks them. */
export function proofClaimStatus(state: ProofClaimState): ProofClaimStatus {
  if (state.hasClaimedAndVested) return { kind: 'claimed' };
  if (state.missionsGateEndsAt === 0n || state.now < state.missionsGateEndsAt)
    return { kind: 'missions-required', endsAt: state.missionsGateEndsAt === 0n ? null : state.missionsGateEndsAt };
  if (state.now < state.claimsOpenAt) return { kind: 'not-open', openAt: state.claimsOpenAt };
  if (state.claimDeadline !== 0n && state.now > state.claimDeadline)
    return { kind: 'closed', deadline: state.claimDeadline };
  return { kind: 'ready', registered: state.isRegistered };
}

export async function readProofClaimState(account: string): Promise<ProofClaimState> {
  const reader = getChainReader();
  const challenge = reader.contracts.GMChallenge;
  const block = await reader.latestBlockNumber();
  const [outcomes, time] = await Promise.all([
    reader.multicall(
      [
        contractCall(gmChallengeAbi, challenge, 'missionsGateEndsAt'),
        contractCall(gmChallengeAbi, challenge, 'claimsOpenAt'),
        contractCall(gmChallengeAbi, challenge, 'claimDeadline'),
        contractCall(gmChallengeAbi, challenge, 'isRegistered', [account]),
        contractCall(gmChallengeAbi, challenge, 'hasClaimedAndVested', [account]),
      ],
      { blockTag: block },
    ),
    reader.blockTime(block),
  ]);
  const [gate, openAt, deadline, registered, claimed] = outcomes;
  return {
    now: BigInt(time),
    missionsGateEndsAt: valueOf(gate!),
    claimsOpenAt: valueOf(openAt!),
    claimDeadline: valueOf(deadline!),
    isRegistered: valueOf(registered!),
    hasClaimedAndVested: valueOf(claimed!),
  };
}

/** The allocation a claim proves: its version, amount and the proof the published list gave. */
export interface ProofClaimInput {
  account: string;
  version: number;
  amount: bigint;
  proof: string[];
  /** Already registered (by anyone): claim & vest alone. */
  registered: boolean;
}

/**
 * One transaction from the wallet: `multicall([registerWithProof, claimAndVest])` (or `claimAndVest` alone once
 * registered), with an empty server signature — the missions gate has ended, so nothing of our server is needed.
 * Simulated first, so a revert shows its contract error before the wallet prompts. Resolves with the mined hash.
 */
export async function claimWithProof(
  input: ProofClaimInput,
  signer: TransactionSigner | Promise<TransactionSigner> = connectedSigner(),
): Promise<string> {
  const challenge = getConfig().contracts.GMChallenge;
  const claim = contractCall(gmChallengeAbi, challenge, 'claimAndVest', [0n, 0n, '0x']);
  const call = input.registered
    ? claim
    : contractCall(gmChallengeAbi, challenge, 'multicall', [
        [
          contractCall(gmChallengeAbi, challenge, 'registerWithProof', [
            input.account,
            BigInt(input.version),
            input.amount,
            input.proof,
          ]).callData,
          claim.callData,
        ],
      ]);
  const tx = await sendContractCall(await signer, call, { simulate: true });
  const receipt = await waitForReceipt(tx, CONFIRMATIONS.claim, 120_000);
  return receipt.hash;
}
