import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { loadConfig } from '@gm-claim/web-core-config';

async function start(): Promise<void> {
  await loadConfig();
  const { App } = await import('./app/App');
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
