import type { ChallengeRecord } from '@gm-claim/shared/dto/history';
import { ReadState } from '@gm-claim/web-core-ui';
import { useWallet } from '@gm-claim/web-core-wallet';
import { challengePath } from '../data-access/request-id';
import { useUserChallenges } from '../hooks/queries';
import './verifier.css';
import { formatAmount, t, useI18n } from '@gm-claim/web-core-i18n';

/** The result and what it credited: the same parts the dashboard and the claim & vest name. */
function outcome(challenge: ChallengeRecord): string {
  if (challenge.status === 'pending') return t('my.pending');
  if (challenge.status === 'cancelled') return t('my.cancelled');
  const won = challenge.fulfilment?.success === true;
  const credited = challenge.fulfilment?.credited;
  if (credited === null || credited === undefined) return won ? t('my.won') : t('my.lost');
  const stake = BigInt(challenge.unit);
  const amount = BigInt(credited);
  return won
    ? t('my.wonCredited', { amount: formatAmount(amount), more: formatAmount(amount - stake) })
    : t('my.lostCredited', { amount: formatAmount(amount), forfeited: formatAmount(stake - amount) });
}

/** "My Challenges": the connected wallet's Challenges from the index, each linked to its verifier page. */
export function MyChallenges() {
  const { t, amount, date } = useI18n();
  const address = useWallet((state) => state.address);
  const list = useUserChallenges(address);
  if (!address) return null;
  return (
    <section className="gm-verify__section" aria-labelledby="my-challenges" data-testid="my-challenges">
      <h2 id="my-challenges">{t('my.title')}</h2>
      <ReadState queries={[list]} what={t('my.loading')}>
        {() =>
          list.data && list.data.challenges.length > 0 ? (
            <>
              {list.data.total > list.data.challenges.length && (
                <p className="gm-muted">
                  {t('my.latest', { shown: list.data.challenges.length, total: list.data.total })}
                </p>
              )}
              <ul className="gm-challenge-list">
                {list.data.challenges.map((challenge) => (
                  <li key={challenge.requestId}>
                    <span>
                      {t('my.row', {
                        amount: amount(challenge.unit),
                        multiple: challenge.multiple,
                        outcome: outcome(challenge),
                      })}
                      <span className="gm-muted"> · {date(challenge.requested.timestamp)}</span>
                    </span>
                    <a className="gm-verify-link" href={challengePath(challenge.requestId)}>
                      {t('my.verify')}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="gm-muted">{t('my.none')}</p>
          )
        }
      </ReadState>
    </section>
  );
}

export default MyChallenges;
