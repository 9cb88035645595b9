import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { loadConfig } from './config/config';

async function start(): Promise<void> {
  await loadConfig();
  const { App } = await import('./App');
  if (import.meta.env.DEV) {
    // Development only: lets the screenshot script drive the flow steps without a chain.
    const [{ uiStore }, { modalStore }] = await Promise.all([import('./stores/ui-store'), import('./stores/modal-store')]);
    (window as unknown as { __gm: unknown }).__gm = { uiStore, modalStore };
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
