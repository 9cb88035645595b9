import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { ConfigError, loadConfig } from '@gm-claim/web-core-config';
import { startI18n } from '@gm-claim/web-core-i18n';

async function start(): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  // The app's code loads while /config.json is read (no module reads the configuration when it loads).
  const app = import('./app/App');
  app.catch(() => undefined);
  // The remembered (or the browser's) language loads beside them: English is bundled, others are a chunk.
  const language = startI18n();
  try {
    await loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    // The page speaks the user's language: wait for its messages (English is bundled; a failed chunk falls back to it).
    // The page's code is a chunk of its own, fetched only when the configuration fails; if even that cannot be
    // fetched, the error's own words (the keys to fix) are shown.
    const [, shown] = await Promise.allSettled([language, import('./app/show-config-error')]);
    if (shown.status === 'fulfilled') shown.value.showConfigError(root, error);
    else root.textContent = error.message;
    return;
  }
  await language;
  const { App } = await app;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
