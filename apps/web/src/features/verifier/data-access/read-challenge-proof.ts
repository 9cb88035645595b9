import { ApiError, ServerUnreachableError, shortMessage, UnexpectedResponseError } from '@gm-claim/web-core-errors';
import type { ChallengeProof } from './challenge-proof';
import { t } from '@gm-claim/web-core-i18n';

export type ChallengeLookup =
  | {
      kind: 'found';
      proof: ChallengeProof;
      /** Why the chain was read instead of the index (null: the index answered). */
      fallback: string | null;
    }
  /** Neither the index nor the chain has a Challenge with this id; `indexNote` is what the index said. */
  | { kind: 'unknown'; requestId: bigint; indexNote: string | null };

export interface ChallengeLookupDeps {
  /** GET /challenges/{requestId}: the proof, or — on a 404 — what the index said (how far it has got). */
  fromIndex(requestId: bigint): Promise<{ proof: ChallengeProof } | { missing: string }>;
  /** The chain's own record (see readChallengeFromChain); null when GMChallenge has no such bet. */
  fromChain(requestId: bigint): Promise<ChallengeProof | null>;
  /** Whether GMChallenge has settled (resolved or cancelled) the bet: one read, for a pending index record. */
  settledOnChain(requestId: bigint): Promise<boolean>;
}

/** The API could not answer (down, failing, or its database is): the chain can. Other errors stand. */
export function isApiDown(error: unknown): boolean {
  return (
    error instanceof ServerUnreachableError ||
    error instanceof UnexpectedResponseError ||
    (error instanceof ApiError && (error.status >= 500 || error.status === 429))
  );
}

/** A pending record of the index, unless the chain has settled the bet since (the index trails it). */
async function freshest(proof: ChallengeProof, deps: ChallengeLookupDeps): Promise<ChallengeLookup> {
  const indexed: ChallengeLookup = { kind: 'found', proof, fallback: null };
  if (proof.status !== 'pending') return indexed;
  try {
    if (!(await deps.settledOnChain(proof.requestId))) return indexed;
    const settled = await deps.fromChain(proof.requestId);
    if (!settled) return indexed;
    const block = proof.index?.indexedBlock;
    return {
      kind: 'found',
      proof: settled,
      fallback: block == null ? t('verify.notCaughtUp') : t('verify.notCaughtUpAt', { block }),
    };
  } catch {
    // The chain cannot say more right now: the index's record stands (the page polls a pending one).
    return indexed;
  }
}

/**
 * A Challenge by request id: from the API's event index; from the chain when the API is down (saying
 * so), when the index does not have it yet (it trails the chain by its confirmations), or when the
 * index still has it pending but the chain has settled it. Unknown only when neither has it. When
 * the chain fails too, its error is thrown (the page offers a retry).
 */
export async function lookUpChallenge(requestId: bigint, deps: ChallengeLookupDeps): Promise<ChallengeLookup> {
  let indexNote: string | null = null;
  let fallback: string;
  try {
    const answer = await deps.fromIndex(requestId);
    if ('proof' in answer) return await freshest(answer.proof, deps);
    indexNote = answer.missing;
    fallback = t('verify.missing', { reason: answer.missing });
  } catch (error) {
    if (!isApiDown(error)) throw error;
    fallback = t('verify.apiDown', { reason: shortMessage(error) });
  }
  const proof = await deps.fromChain(requestId);
  return proof ? { kind: 'found', proof, fallback } : { kind: 'unknown', requestId, indexNote };
}
