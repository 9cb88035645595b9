// The Challenge reads other features' data access uses (chain reads over ethers: import this entry
// only from code that is itself loaded on demand).
export { readLastBet } from './data-access/bet';
export type { Bet } from './data-access/bet-record';
