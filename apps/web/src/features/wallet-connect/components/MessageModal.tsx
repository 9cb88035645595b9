import { Button } from '@gm-claim/web-core-ui';
import { modalStore, useModal, type MessageModalData } from '@gm-claim/web-core-state';
import { ModalShell } from '@gm-claim/web-core-ui';

/** MESSAGE_MODAL: the supplied text and a button with the supplied label. */
export function MessageModal() {
  const data = useModal((state) => state.data) as MessageModalData | null;
  return (
    <ModalShell title="Message" hideTitle>
      <p className="gm-modal__text">{data?.text}</p>
      <Button onClick={() => modalStore.getState().actions.close()}>{data?.buttonText ?? 'OKAY'}</Button>
    </ModalShell>
  );
}
