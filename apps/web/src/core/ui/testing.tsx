import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** `ui` at `path` under a router and a fresh query client (no retries; `queries`: more query defaults). */
export function renderWithProviders(
  ui: ReactElement,
  path = '/',
  queries: DefaultOptions['queries'] = {},
): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0, ...queries } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Every amount a container shows ("1,500 GM", "0.00500000 BNB"): a failed read must show none. */
export function shownAmounts(container: HTMLElement = document.body): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  return (
    texts
      .join(' ')
      .replace(/\s+/g, ' ')
      .match(/\d[\d,]*(?:\.\d+)?\s+(?:GM|BNB)\b/g) ?? []
  );
}

/**
 * axe-core's structural rules (WCAG 2.1 A/AA) on the whole document: each violation as "rule: its elements" (none
 * when clean). Colour contrast needs layout, which jsdom has not: the browser journeys check it.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
