import { ChallengeChoice } from '@gm-claim/web-feature-challenge';
import { VestingChoice } from '@gm-claim/web-feature-claim-and-vest';
import { ClaimWindowNotice, useClaimWindow } from '@gm-claim/web-feature-claim-window';
import { useI18n } from '@gm-claim/web-core-i18n';

/**
 * Step METHOD ("????"): the vesting claim or the Challenge. Outside the claim window (issue 34) both buttons are
 * off and the notice says when claims open or that they closed; a paused Challenge says so on its card.
 */
export function MethodStepView() {
  const { t } = useI18n();
  const claimWindow = useClaimWindow();
  return (
    <section className="gm-methods">
      <h1 className="gm-title gm-title--small">{t('method.title')}</h1>
      <ClaimWindowNotice state={claimWindow} />
      <div className="gm-methods__grid">
        <VestingChoice blocked={claimWindow.claimBlocked} />
        <ChallengeChoice
          blocked={claimWindow.challengeBlocked}
          paused={claimWindow.window?.paused === true && claimWindow.phase?.kind !== 'closed'}
        />
      </div>
    </section>
  );
}
