// The eligibility reads other features' data access (flows) use: chain reads over ethers, so import
// this entry only from code that is itself loaded on demand.
export { readEligibility } from './data-access/read-eligibility';
export { getTokenInfo } from './data-access/token-info';
