import type { ConfigError, ConfigRule } from '@gm-claim/web-core-config';
import { t, type MessageKey } from '@gm-claim/web-core-i18n';

/** Each configuration rule's message (the `Record` makes a rule without one a type error). */
const RULE_KEYS: Readonly<Record<ConfigRule, MessageKey>> = {
  address: 'configError.rule.address',
  httpUrl: 'configError.rule.httpUrl',
  nonEmptyList: 'configError.rule.nonEmptyList',
  nonEmptyText: 'configError.rule.nonEmptyText',
  email: 'configError.rule.email',
  decimalChainId: 'configError.rule.decimalChainId',
  blockNumber: 'configError.rule.blockNumber',
  positiveInteger: 'configError.rule.positiveInteger',
  nonNegativeInteger: 'configError.rule.nonNegativeInteger',
  startsWithSlash: 'configError.rule.startsWithSlash',
  json: 'configError.rule.json',
  text: 'configError.rule.text',
  object: 'configError.rule.object',
  list: 'configError.rule.list',
  claimType: 'configError.rule.claimType',
  missingOrZero: 'configError.rule.missingOrZero',
};

/**
 * A configuration the app cannot run with: the page says which keys to fix, instead of reading zero
 * addresses. Shown before the app starts, in the user's language once its messages are loaded (the
 * keys themselves, VITE_* variables and /config.json paths, stay as written).
 */
export function showConfigError(root: HTMLElement, error: ConfigError): void {
  const page = document.createElement('div');
  page.className = 'gm-error-page';
  page.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = t('configError.title');
  const list = document.createElement('ul');
  for (const issue of error.issues) {
    const item = document.createElement('li');
    item.textContent = t('configError.problem', { key: issue.key, problem: t(RULE_KEYS[issue.rule]) });
    list.append(item);
  }
  page.append(title, list);
  root.replaceChildren(page);
}
