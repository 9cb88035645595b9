import { modalStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import { RelayRecovery } from '@gm-claim/web-feature-sponsored-claim';

/** The "Claim & Vesting" card of "Choose How to Claim"; `blocked` outside the claim window (issue 34). */
export function VestingChoice({ blocked = false }: { blocked?: boolean }) {
  const { t } = useI18n();
  return (
    <article className="gm-card">
      <RelayRecovery />
      <h2>{t('vestChoice.title')}</h2>
      <p className="gm-lead">{t('vestChoice.lead')}</p>
      <Button wide disabled={blocked} onClick={() => modalStore.getState().actions.open('VESTING_MODAL')}>
        {t('vestChoice.button')}
      </Button>
    </article>
  );
}
