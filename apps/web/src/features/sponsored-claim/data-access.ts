// The flows' side of the slice (brings ethers through the recipient check): loaded with the flows.
export { relaySend } from './data-access/wiring';
export { checkRecipient, recipientKind, type RecipientCheck, type RecipientKind } from './data-access/recipient';
export { decideSponsorOffer, formatBnb, type RelayerAvailability, type SponsorOffer } from './data-access/gas-coverage';
export { estimateClaim, type ClaimEstimate, type EstimateOutcome, type EstimateTx } from './data-access/gas-estimate';
export { relayerAvailability, RelayUnavailableError, RelayRefusedError } from './data-access/relayer-client';
export { pendingRelays, type PendingRelay } from './data-access/pending';
