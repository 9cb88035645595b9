import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { ConfigError, loadConfig } from '@gm-claim/web-core-config';
import { showConfigError } from './app/show-config-error';

async function start(): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  // The app's code loads while /config.json is read (no module reads the configuration when it loads).
  const app = import('./app/App');
  app.catch(() => undefined);
  try {
    await loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    showConfigError(root, error);
    return;
  }
  const { App } = await app;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
