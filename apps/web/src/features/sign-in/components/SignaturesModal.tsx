import { useState } from 'react';
import { Button, ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** SIGNATURES_MODAL: asks the user to sign the sign-in message. */
export function SignaturesModal() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);

  const onSign = async (): Promise<void> => {
    setBusy(true);
    try {
      const { signIn, signInDeps } = await import('../data-access/wiring');
      await signIn(signInDeps());
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalShell title={t('signIn.title')}>
      <p className="gm-modal__text">{t('signIn.text')}</p>
      <Button onClick={() => void onSign()} disabled={busy}>
        {t('signIn.button')}
      </Button>
    </ModalShell>
  );
}
