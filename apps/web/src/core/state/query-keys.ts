/**
 * Query-cache keys. Every chain read starts with CHAIN_READS, so a transaction invalidates them all
 * at once; every API read starts with API_READS.
 */
export const CHAIN_READS = 'chain';
export const API_READS = 'api';

export const queryKeys = {
  eligibility: (address: string) => [CHAIN_READS, 'eligibility', address.toLowerCase()] as const,
  standing: (address: string) => [CHAIN_READS, 'standing', address.toLowerCase()] as const,
  lastBet: (address: string) => [CHAIN_READS, 'lastBet', address.toLowerCase()] as const,
  betStatus: (requestId: string) => [CHAIN_READS, 'betStatus', requestId] as const,
  bettingTable: () => [CHAIN_READS, 'bettingTable'] as const,
  vrfFee: () => [CHAIN_READS, 'vrfFee'] as const,
  claimDashboard: (type: string, address: string) =>
    [CHAIN_READS, 'claimDashboard', type, address.toLowerCase()] as const,
  claimHistory: (type: string, scheduleId: string) => [CHAIN_READS, 'claimHistory', type, scheduleId] as const,
  tokenInfo: (address: string) => [API_READS, 'tokenInfo', address.toLowerCase()] as const,
  tokenInfoByAddress: (address: string) => [API_READS, 'tokenInfoByAddress', address.toLowerCase()] as const,
  missions: (address: string) => [API_READS, 'missions', address.toLowerCase()] as const,
  vestingContract: () => [API_READS, 'vestingContract'] as const,
  /** A Challenge for the verifier page: from the index, else from the chain. */
  challengeProof: (requestId: string) => [API_READS, 'challengeProof', requestId] as const,
  userChallenges: (address: string) => [API_READS, 'userChallenges', address.toLowerCase()] as const,
  fairness: () => [API_READS, 'fairness'] as const,
  /** GET /claim-window (issue 34). */
  claimWindow: () => [API_READS, 'claimWindow'] as const,
};
