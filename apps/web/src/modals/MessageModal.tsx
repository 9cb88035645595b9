import { Button } from '../ui/Button';
import { modalStore, useModal, type MessageModalData } from '../stores/modal-store';
import { ModalShell } from './ModalShell';

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
