import { INITIAL_FLOW_STATE, flowStore } from './flow-store';
import { INITIAL_MODAL_STATE, modalStore } from './modal-store';
import { INITIAL_PERSIST_STATE, persistStore } from './persist-store';

/** Puts the flow, modal and persisted stores back to their initial state and clears local storage. */
export function resetStateStores(): void {
  flowStore.setState({ ...INITIAL_FLOW_STATE });
  modalStore.setState({ ...INITIAL_MODAL_STATE });
  persistStore.setState({ ...INITIAL_PERSIST_STATE });
  localStorage.clear();
}
