import { ChallengeChoice } from '@gm-claim/web-feature-challenge';
import { VestingChoice } from '@gm-claim/web-feature-claim-and-vest';
import { useI18n } from '@gm-claim/web-core-i18n';

/** Step METHOD ("????"): the vesting claim or the Challenge. */
export function MethodStepView() {
  const { t } = useI18n();
  return (
    <section className="gm-methods">
      <h1 className="gm-title gm-title--small">{t('method.title')}</h1>
      <div className="gm-methods__grid">
        <VestingChoice />
        <ChallengeChoice />
      </div>
    </section>
  );
}
