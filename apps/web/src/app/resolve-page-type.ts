import type { ClaimType } from '@gm-claim/shared/constants';
import type { AppConfig, TypedClaimType } from '@gm-claim/web-core-config';

export type PageKind =
  | { kind: 'main' }
  | { kind: 'privacy' }
  | { kind: 'terms' }
  | { kind: 'fairness' }
  | { kind: 'eligibility' }
  | { kind: 'status' }
  | { kind: 'ops' }
  | { kind: 'challenge'; requestId: string }
  | { kind: 'vesting'; type: ClaimType };

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * Route → page (docs/product.md#pages): "/" main, /privacy, /terms, any path containing "vesting" PUBLIC, the four
 * configured type paths matched exactly and case-insensitively, anything else TEAM; the pages anyone can
 * check Challenges with, /fairness and /challenge/<request id>, the published list's /eligibility, the public /status, are matched before "vesting", and so is the
 * operators' cockpit, /ops.
 */
export function resolvePageType(pathname: string, typePaths: AppConfig['typePaths']): PageKind {
  const path = normalise(pathname || '/');
  if (path === '/') return { kind: 'main' };
  if (path === '/privacy') return { kind: 'privacy' };
  if (path === '/terms') return { kind: 'terms' };
  if (path === '/fairness') return { kind: 'fairness' };
  if (path === '/eligibility') return { kind: 'eligibility' };
  if (path === '/status') return { kind: 'status' };
  if (path === '/ops') return { kind: 'ops' };
  const challenge = /^\/challenge\/([^/]+)$/.exec(path);
  if (challenge) return { kind: 'challenge', requestId: challenge[1] as string };
  if (path.includes('vesting')) return { kind: 'vesting', type: 'PUBLIC' };
  const match = (Object.entries(typePaths) as Array<[TypedClaimType, string]>).find(
    ([, typePath]) => normalise(typePath) === path,
  );
  return { kind: 'vesting', type: match ? match[0] : 'TEAM' };
}
