import { Interface } from 'ethers';

/**
 * Contract surfaces from contracts/INTERFACE.md as ethers human-readable ABIs. They are replaced by
 * the generated `as const` ABIs of libs/shared/src/generated once those land.
 */
export const BET_TUPLE =
  'tuple(uint256 requestId, address user, uint256 unit, uint256 multiple, uint256 gain, uint256 loss, bool resolved, bool success, bool cancelled, uint64 requestedAt)';

export const challengeInterface = new Interface([
  'function isRegistered(address) view returns (bool)',
  'function availableToBet(address) view returns (uint256)',
  'function hasClaimedAndVested(address) view returns (bool)',
  'function userVestingScheduleIds(address) view returns (uint256)',
  'function redeemable(address) view returns (uint256)',
  'function vestable(address) view returns (uint256)',
  'function getEligibleAmount(address) view returns (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable)',
  'function getVestingSnapshot(address) view returns (uint256 claimedAmount, uint256 immediateAmount, uint256 vestingAmount, uint256 timestamp)',
  `function getLastBet(address) view returns (${BET_TUPLE})`,
  `function getBetHistoryByRequestId(uint256) view returns (${BET_TUPLE})`,
  'function bettingTable(uint256 unit, uint256 multiple) view returns (uint16 probBps, uint16 lossBps)',
  'function estimateVrfCost(uint256 gasPrice) view returns (uint256)',
  'function VESTING() view returns (address)',
  'function isOff() view returns (bool)',
  'function registerAndBet(uint256 amount, uint256 unit, uint256 multiple, uint256 nonce, uint256 deadline, bytes signature) payable returns (uint256)',
  'function bet(uint256 unit, uint256 multiple, uint256 nonce, uint256 deadline, bytes signature) payable returns (uint256)',
  'function claimAndVest(uint256 nonce, uint256 deadline, bytes signature)',
  'function registerAndClaimAndVest(uint256 amount, uint256 nonce, uint256 deadline, bytes signature)',
]);

export const SCHEDULE_TUPLE =
  'tuple(address beneficiary, uint256 totalAmount, uint256 tgeAmount, uint256 claimed, bool isActive, uint8 releaseDay, uint256[] monthlyAmounts)';

export const vestingInterface = new Interface([
  'function tgeTimestamp() view returns (uint256)',
  `function getVestingSchedule(uint256 id) view returns (${SCHEDULE_TUPLE})`,
  'function getVestingInfo(uint256 id) view returns (tuple(uint256 claimedTotal, uint256 vestedTotal, uint256 totalAllocation, uint256 monthsElapsed, uint256 claimableMonths))',
  'function claimableAmount(uint256 id) view returns (uint256)',
  'function calculateVestedAmount(uint256 id) view returns (uint256)',
  'function getCurrentVestingMonth() view returns (uint256)',
  'function calculateReleaseTimestamp(uint256 tge, uint256 month, uint8 releaseDay) pure returns (uint256)',
  'function beneficiarySchedules(address beneficiary, uint256 index) view returns (uint256)',
  'function getUserVestingScheduleId(address) view returns (uint256)',
  'function claim(uint256 id)',
  'event Claimed(uint256 indexed scheduleId, address indexed beneficiary, uint256 amount, uint256 timestamp)',
]);

export const multicallInterface = new Interface([
  'function aggregate3(tuple(address target, bool allowFailure, bytes callData)[] calls) payable returns (tuple(bool success, bytes returnData)[] returnData)',
]);
