import { modalStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { Logo } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** MOBILE_MODAL: an animated notice image and a close button. */
export function MobileModal() {
  const { t } = useI18n();
  return (
    <ModalShell title={t('mobileModal.title')} hideTitle closable={false}>
      <div className="gm-mobile-notice" aria-hidden="true">
        <svg viewBox="0 0 200 140" width="200" height="140">
          <rect x="20" y="10" width="110" height="76" rx="8" fill="#1b1433" stroke="#7b3fe4" strokeWidth="3" />
          <rect x="60" y="86" width="30" height="14" fill="#7b3fe4" />
          <rect x="140" y="40" width="40" height="72" rx="7" fill="#1b1433" stroke="#25e3c8" strokeWidth="3" className="gm-mobile-notice__phone" />
        </svg>
        <Logo size={40} className="gm-mobile-notice__logo" />
      </div>
      <p className="gm-modal__text">{t('mobile.desktopNote')}</p>
      <Button onClick={() => modalStore.getState().actions.close()}>{t('modal.closeButton')}</Button>
    </ModalShell>
  );
}
