import { toast, type Id } from 'react-toastify';

/** The app's toasts; one place so tests can observe them. */
export const notify = {
  error: (message: string): Id => toast.error(message),
  success: (message: string): Id => toast.success(message),
  info: (message: string): Id => toast.info(message),
  loading: (message: string): Id => toast.loading(message),
  dismiss: (id?: Id): void => toast.dismiss(id),
};
