import type { ClaimWindowResponse } from '@gm-claim/shared/dto/claim-window';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';

const claimWindowSchema = () =>
  import('@gm-claim/shared/dto/claim-window').then((module) => module.claimWindowResponseSchema);

/** When claims open and close (GET /claim-window, read by the API from GMChallenge). */
export async function getClaimWindow(api: ApiClient = apiClient): Promise<ClaimWindowResponse> {
  return api.request('/claim-window', { schema: claimWindowSchema });
}

/** From this long before the deadline a banner says when claims close (issue 34). */
export const CLOSING_BANNER_SECONDS = 14 * 86_400;

export type ClaimPhase =
  | { kind: 'before-opening'; openAt: number; secondsLeft: number }
  | { kind: 'open' }
  | { kind: 'closing-soon'; deadline: number }
  | { kind: 'closed'; deadline: number };

/**
 * The phase at `now` (unix seconds, chain time): before the opening, open, open with the deadline within 14 days, or
 * closed. The deadline's own second still accepts claims, as on chain.
 */
export function claimPhase(window: Pick<ClaimWindowResponse, 'openAt' | 'deadline'>, now: number): ClaimPhase {
  if (now < window.openAt) return { kind: 'before-opening', openAt: window.openAt, secondsLeft: window.openAt - now };
  if (window.deadline !== null) {
    if (now > window.deadline) return { kind: 'closed', deadline: window.deadline };
    if (window.deadline - now <= CLOSING_BANNER_SECONDS) return { kind: 'closing-soon', deadline: window.deadline };
  }
  return { kind: 'open' };
}

/** A countdown: whole days, and the rest as hh:mm:ss. */
export function countdownParts(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const two = (value: number): string => String(value).padStart(2, '0');
  return {
    days: Math.floor(s / 86_400),
    clock: `${two(Math.floor((s % 86_400) / 3_600))}:${two(Math.floor((s % 3_600) / 60))}:${two(s % 60)}`,
  };
}
