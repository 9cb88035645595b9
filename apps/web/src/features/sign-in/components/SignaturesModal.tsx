import { useState } from 'react';
import { Button, ModalShell } from '@gm-claim/web-core-ui';

/** SIGNATURES_MODAL: asks the user to sign the sign-in message. */
export function SignaturesModal() {
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
    <ModalShell title="SIGN IN">
      <p className="gm-modal__text">Please click the button below to sign the transaction.</p>
      <Button onClick={() => void onSign()} disabled={busy}>
        SIGN NOW
      </Button>
    </ModalShell>
  );
}
