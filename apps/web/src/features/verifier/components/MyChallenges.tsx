import { formatTokenAmount } from '@gm-claim/shared/amount';
import type { ChallengeRecord } from '@gm-claim/shared/dto/history';
import { ReadState } from '@gm-claim/web-core-ui';
import { useWallet } from '@gm-claim/web-core-wallet';
import { challengePath } from '../data-access/request-id';
import { useUserChallenges } from '../hooks/queries';
import { utc } from './format';
import './verifier.css';

/** The result and what it credited: the same parts the dashboard and the claim & vest name. */
function outcome(challenge: ChallengeRecord): string {
  if (challenge.status === 'pending') return 'pending';
  if (challenge.status === 'cancelled') return 'cancelled, the stake returned';
  const won = challenge.fulfilment?.success === true;
  const credited = challenge.fulfilment?.credited;
  if (credited === null || credited === undefined) return won ? 'won' : 'lost';
  const stake = BigInt(challenge.unit);
  const amount = BigInt(credited);
  return won
    ? `won, ${formatTokenAmount(amount)} GM credited (${formatTokenAmount(amount - stake)} GM more than the stake)`
    : `lost, ${formatTokenAmount(amount)} GM credited (${formatTokenAmount(stake - amount)} GM forfeited)`;
}

/** "My Challenges": the connected wallet's Challenges from the index, each linked to its verifier page. */
export function MyChallenges() {
  const address = useWallet((state) => state.address);
  const list = useUserChallenges(address);
  if (!address) return null;
  return (
    <section className="gm-verify__section" aria-labelledby="my-challenges" data-testid="my-challenges">
      <h2 id="my-challenges">My Challenges</h2>
      <ReadState queries={[list]} what="your Challenges">
        {() =>
          list.data && list.data.challenges.length > 0 ? (
            <>
              {list.data.total > list.data.challenges.length && (
                <p className="gm-muted">
                  The latest {list.data.challenges.length} of {list.data.total}.
                </p>
              )}
              <ul className="gm-challenge-list">
                {list.data.challenges.map((challenge) => (
                  <li key={challenge.requestId}>
                    <span>
                      {formatTokenAmount(challenge.unit)} GM at x{challenge.multiple}: {outcome(challenge)}
                      <span className="gm-muted"> · {utc(challenge.requested.timestamp)}</span>
                    </span>
                    <a className="gm-verify-link" href={challengePath(challenge.requestId)}>
                      Verify
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="gm-muted">No Challenge of this wallet is in the index.</p>
          )
        }
      </ReadState>
    </section>
  );
}

export default MyChallenges;
