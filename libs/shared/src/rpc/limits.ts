/**
 * What every reader of the chain assumes about its nodes, said once for the web, the API's indexer,
 * the owner tasks and the VRF fulfiller. Browser-safe.
 */

/** Public BSC nodes refuse eth_getLogs over more than 5,000 blocks (about an hour): the widest range anyone asks for. */
export const MAX_LOG_BLOCK_RANGE = 5_000;

/** Multicall3's address on BSC, Ethereum and most EVM chains (the same deterministic deployment everywhere). */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
