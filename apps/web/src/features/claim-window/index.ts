export { ClaimWindowNotice } from './components/ClaimWindowNotice';
export { useClaimWindow, type ClaimWindowState } from './hooks/use-claim-window';
export { claimPhase, countdownParts, CLOSING_BANNER_SECONDS, type ClaimPhase } from './data-access/claim-window';
