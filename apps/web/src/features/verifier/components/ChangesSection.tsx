import type { TableChangeDto } from '@gm-claim/shared/dto/history';
import { explorerBlockUrl, explorerTxUrl } from '@gm-claim/shared/explorer';
import { useI18n } from '@gm-claim/web-core-i18n';
import { ExternalLink } from './ExternalLink';
import { pct } from './format';

/** Every change of the betting table, oldest first, from the block it took effect. */
export function ChangesSection({ changes, chainId }: { changes: readonly TableChangeDto[]; chainId: number }) {
  const { t, locale, amount, date } = useI18n();
  return (
    <section className="gm-verify__section" aria-labelledby="changes-title">
      <h2 id="changes-title">{t('fair.changesTitle')}</h2>
      <p className="gm-muted">{t('fair.changesLead')}</p>
      {changes.length === 0 ? (
        <p>{t('fair.noChanges')}</p>
      ) : (
        <ol className="gm-verify__changes" data-testid="table-changes">
          {changes.map((change) => {
            const values = {
              block: change.blockNumber,
              multiple: change.multiple,
              stake: amount(BigInt(change.unit)),
              win: pct(change.probBps, locale),
              loss: pct(change.lossBps, locale),
            };
            const removed = change.probBps === 0 && change.lossBps === 0;
            return (
              <li key={`${change.blockNumber}:${change.logIndex}`} data-testid="table-change">
                <ExternalLink href={explorerBlockUrl(chainId, change.blockNumber)}>
                  {removed ? t('fair.changeRemoved', values) : t('fair.change', values)}
                </ExternalLink>{' '}
                <span className="gm-muted">
                  ({date(change.timestamp)},{' '}
                  <ExternalLink href={explorerTxUrl(chainId, change.txHash)}>
                    <span className="gm-verify__word">{change.txHash}</span>
                  </ExternalLink>
                  )
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
