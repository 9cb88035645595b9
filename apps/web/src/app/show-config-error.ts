import type { ConfigError } from '@gm-claim/web-core-config';

/** A configuration the app cannot run with: the page says which keys to fix, instead of reading zero addresses. */
export function showConfigError(root: HTMLElement, error: ConfigError): void {
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
