import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { ConfigError, loadConfig } from '@gm-claim/web-core-config';

/** A configuration the app cannot run with: say which keys to fix, instead of reading zero addresses. */
function showConfigError(root: HTMLElement, error: ConfigError): void {
  const page = document.createElement('div');
  page.className = 'gm-error-page';
  page.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'GM Claim is not configured correctly';
  const list = document.createElement('ul');
  for (const problem of error.problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  page.append(title, list);
  root.replaceChildren(page);
}

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
