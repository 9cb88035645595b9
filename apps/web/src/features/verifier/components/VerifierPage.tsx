import { getConfig } from '@gm-claim/web-core-config';
import { ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { parseRequestId } from '../data-access/request-id';
import { useChallengeLookup } from '../hooks/queries';
import { ChallengeProofView } from './ChallengeProofView';
import './verifier.css';

function Body({ requestId }: { requestId: bigint }) {
  const lookup = useChallengeLookup(requestId);
  if (lookup.isError) {
    return (
      <ReadError
        what="This Challenge"
        error={lookup.error}
        retrying={lookup.isFetching}
        onRetry={() => void lookup.refetch()}
      />
    );
  }
  if (!lookup.data) return <ReadLoading what="the Challenge" />;
  const found = lookup.data;
  if (found.kind === 'unknown') {
    return (
      <div className="gm-verify__section" data-testid="unknown-challenge">
        <p className="gm-lead">No Challenge with request id {found.requestId.toString()} exists on GMChallenge.</p>
        {found.indexNote && <p className="gm-muted">{found.indexNote}</p>}
        <p className="gm-muted">The chain was checked too: it has no bet with this request id.</p>
      </div>
    );
  }
  const { proof, fallback } = found;
  return (
    <>
      {fallback ? (
        <p className="gm-verify__note" role="status" data-testid="source-note">
          {fallback}
        </p>
      ) : (
        proof.index && (
          <p className="gm-muted" data-testid="source-note">
            From the event index (indexed up to block {proof.index.indexedBlock ?? '—'}
            {proof.index.lagBlocks !== null ? `, ${proof.index.lagBlocks} blocks behind the chain` : ''}).
          </p>
        )
      )}
      <ChallengeProofView proof={proof} chainId={getConfig().chainId} />
    </>
  );
}

/** /challenge/:requestId — any Challenge, without a wallet: every fact and the draw recomputed. */
export function VerifierPage({ requestId: text }: { requestId: string }) {
  const requestId = parseRequestId(text);
  return (
    <article className="gm-verify">
      <h1 className="gm-title gm-title--small">Verify a Challenge</h1>
      <p className="gm-lead">
        Each Challenge is decided by a random number from Chainlink VRF, delivered to the contract with a proof the
        chain checks. Here is everything needed to check this one yourself.
      </p>
      {requestId === null ? (
        <p className="gm-warning" role="alert" data-testid="invalid-id">
          “{text}” is not a Challenge request id: a request id is a whole number.
        </p>
      ) : (
        <Body requestId={requestId} />
      )}
      <p className="gm-muted">
        <a href="/fairness">How fair are the Challenges overall? See the win rates per multiplier.</a>
      </p>
    </article>
  );
}

export default VerifierPage;
