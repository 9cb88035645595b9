import { explorerAddressUrl } from '@gm-claim/shared/explorer';
import type { AppConfig } from '@gm-claim/web-core-config';
import { ReadState } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OddsOnChain } from '../data-access/read-odds-from-chain';
import { ExternalLink } from './ExternalLink';
import { countIn, durationIn } from './format';

function Address({ chainId, address, testId }: { chainId: number; address: string; testId: string }) {
  return (
    <dd className="gm-verify__word" data-testid={testId}>
      <ExternalLink href={explorerAddressUrl(chainId, address)}>{address}</ExternalLink>
    </dd>
  );
}

/** Where the randomness comes from, the contracts, what happens to a stuck request, and the security notes. */
export function SetupSection({
  odds,
  config,
}: {
  odds: UseQueryResult<OddsOnChain>;
  config: Pick<AppConfig, 'chainId' | 'contracts'>;
}) {
  const { t, locale } = useI18n();
  const { chainId } = config;
  return (
    <section className="gm-verify__section" aria-labelledby="setup-title">
      <h2 id="setup-title">{t('fair.setupTitle')}</h2>
      <ReadState queries={[odds]} what={t('fair.edgeLoading')}>
        {() => {
          const vrf = odds.data?.vrf;
          if (!vrf) return null;
          return (
            <>
              <dl className="gm-verify__facts">
                <dt>{t('fair.challengeContract')}</dt>
                <Address chainId={chainId} address={config.contracts.GMChallenge} testId="challenge-address" />
                <dt>{t('fair.vestingContract')}</dt>
                <Address chainId={chainId} address={config.contracts.GMVesting.PUBLIC} testId="vesting-address" />
                <dt>{t('fair.wrapper')}</dt>
                <Address chainId={chainId} address={vrf.wrapper} testId="vrf-wrapper" />
                <dt>{t('fair.coordinator')}</dt>
                <Address chainId={chainId} address={vrf.coordinator} testId="vrf-coordinator" />
                <dt>{t('fair.keyHash')}</dt>
                <dd className="gm-verify__word" data-testid="vrf-key-hash">
                  {vrf.keyHash}
                </dd>
                <dt>{t('fair.confirmations')}</dt>
                <dd data-testid="vrf-confirmations">{countIn(locale, vrf.requestConfirmations)}</dd>
                <dt>{t('fair.callbackGas')}</dt>
                <dd data-testid="vrf-gas">{countIn(locale, vrf.callbackGasLimit)}</dd>
              </dl>
              <p data-testid="cancel-policy">
                {t('fair.cancelPolicy', {
                  delay: durationIn(locale, vrf.cancelDelay),
                  finalize: durationIn(locale, vrf.cancelFinalizeDelay),
                })}
              </p>
            </>
          );
        }}
      </ReadState>
      <p className="gm-muted" data-testid="security-notes">
        {t('fair.security', { path: 'contracts/SECURITY.md' })}
      </p>
    </section>
  );
}
