export { EligibilityList, isEligible } from './components/EligibilityList';
export { VerifyStepView } from './components/VerifyStepView';
export { useChainEligibility, useTokenInfo, useTokenInfoByAddress } from './hooks/queries';
export { tokenInfoErrorMessage } from './data-access/token-info';
export type { ChainEligibility } from './data-access/read-eligibility';
