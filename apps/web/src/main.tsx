import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { ConfigError, loadConfig } from '@gm-claim/web-core-config';
import { showConfigError } from './app/show-config-error';

async function start(): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  try {
    await loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    showConfigError(root, error);
    return;
  }
  const { App } = await import('./app/App');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
