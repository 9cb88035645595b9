import { Button } from '@gm-claim/web-core-ui';
import { modalStore, useModal, type MessageModalData } from '@gm-claim/web-core-state';
import { ModalShell } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';

/** MESSAGE_MODAL: the supplied text and a button with the supplied label. */
export function MessageModal() {
  const { t } = useI18n();
  const data = useModal((state) => state.data) as MessageModalData | null;
  return (
    <ModalShell title={t('message.title')} hideTitle>
      <p className="gm-modal__text">{data?.text}</p>
      <Button onClick={() => modalStore.getState().actions.close()}>{data?.buttonText ?? t('modal.okay')}</Button>
    </ModalShell>
  );
}
