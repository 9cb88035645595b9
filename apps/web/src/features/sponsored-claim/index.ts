export { ClaimRouting, type ClaimOutcome, type ClaimRoute, type ClaimRoutingProps } from './components/ClaimRouting';
export { RelayRecovery } from './components/RelayRecovery';
export { SPONSORED_TEXTS } from './texts';
