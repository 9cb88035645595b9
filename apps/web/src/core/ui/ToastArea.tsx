import { ToastContainer, cssTransition } from 'react-toastify';
import { TOAST_CONTAINER_OPTIONS, TOAST_REMOVE_DELAY_MS } from './toast-options';

const fade = cssTransition({ enter: 'gm-toast-in', exit: 'gm-toast-out', collapseDuration: TOAST_REMOVE_DELAY_MS });

/** The toast area at top centre (loaded on demand, see AppToasts). */
export default function ToastArea() {
  return <ToastContainer {...TOAST_CONTAINER_OPTIONS} transition={fade} />;
}
