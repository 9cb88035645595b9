import { useEffect } from 'react';
import { ToastContainer, cssTransition } from 'react-toastify';
import { toastAreaMounted } from './toast-demand';
import { TOAST_CONTAINER_OPTIONS, TOAST_REMOVE_DELAY_MS } from './toast-options';

const fade = cssTransition({ enter: 'gm-toast-in', exit: 'gm-toast-out', collapseDuration: TOAST_REMOVE_DELAY_MS });

/** The toast area at top centre (loaded on demand, see AppToasts). */
export default function ToastArea() {
  // After the container's own effects (children first): it is registered with react-toastify.
  useEffect(toastAreaMounted, []);
  return <ToastContainer {...TOAST_CONTAINER_OPTIONS} transition={fade} />;
}
