import { isWalletAddress } from '@gm-claim/shared/address';
import { useState } from 'react';
import { modalStore } from '@gm-claim/web-core-state';
import { flowStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';
import { ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** MOBILE_CONNECT_WALLET_MODAL: eligibility by typed address; CHECK NOW needs a valid address. */
export function MobileConnectWalletModal() {
  const { t } = useI18n();
  const [address, setAddress] = useState('');
  const trimmed = address.trim();
  const valid = isWalletAddress(trimmed);
  const onCheck = (): void => {
    // The eligibility check: store the address, close the modal, VERIFY (docs/product.md#journey).
    modalStore.getState().actions.close();
    flowStore.getState().actions.addressChecked(trimmed);
  };
  return (
    <ModalShell title={t('mobile.checkDisabled')}>
      <p className="gm-modal__text">{t('mobileConnect.text')}</p>
      <input
        className="gm-input"
        aria-label={t('mobileConnect.label')}
        placeholder={t('mobileConnect.placeholder')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        spellCheck={false}
        autoComplete="off"
      />
      <Button onClick={onCheck} disabled={!valid}>
        {t('mobileConnect.check')}
      </Button>
    </ModalShell>
  );
}
