import { formatTokenAmount } from '@gm-claim/shared/amount';
import { formatUtcDate } from '@gm-claim/shared/date';
import type { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';

/** The contracts the web app calls (their ABIs carry every custom error a call can revert with). */
type CalledAbi = typeof gmChallengeAbi | typeof gmVestingAbi | typeof gmTokenAbi;

/** Every custom error name in those ABIs, plus Solidity's built-in Error(string) and Panic(uint256). */
export type ContractErrorName = Extract<CalledAbi[number], { type: 'error' }>['name'] | 'Error' | 'Panic';

/** A token amount for a sentence ("1,500 GM"). */
function gm(value: unknown): string {
  return typeof value === 'bigint' ? `${formatTokenAmount(value)} GM` : 'amount';
}

/** A unix time for a sentence, "MMM dd yyyy, HH:mm (UTC)". */
function utc(value: unknown): string {
  return typeof value === 'bigint' ? formatUtcDate(value) : 'later';
}

type Message = string | ((args: readonly unknown[]) => string);

const NOT_YOURS = 'This action is reserved for the contract owner.';
const CONFIG = 'The contract is misconfigured. Please contact support.';

/**
 * Plain words for every custom error of GMChallenge, GMVesting and GMToken (the `Record` makes a
 * missing one a type error; contract-error-messages.test.ts checks the generated ABIs at run time too).
 * Texts about a bet keep the word "bet": a failed Challenge replaces it with "challenge" (docs/product.md#challenge).
 */
export const CONTRACT_ERROR_MESSAGES: Record<ContractErrorName, Message> = {
  // GMChallenge
  GMChallenge_AlreadyClaimed: 'You have already claimed your GM. Your vesting schedule is on the Vesting page.',
  GMChallenge_AlreadyRegistered: 'Your allocation is already registered.',
  GMChallenge_AmountTooLarge: 'The amount is too large.',
  GMChallenge_ArrayLengthMismatch: CONFIG,
  GMChallenge_BetNotOffered: 'This stake and multiplier are not offered right now.',
  GMChallenge_BetNotPending: 'This bet is no longer waiting for its result.',
  GMChallenge_BetPending: 'You already have a bet waiting for its random number.',
  GMChallenge_BettingOff: 'New bets are paused right now. You can still claim.',
  GMChallenge_CallbackGasLimitOutOfRange: CONFIG,
  GMChallenge_CancelDelayTooLong: CONFIG,
  GMChallenge_CancelDelayTooShort: CONFIG,
  GMChallenge_CancelTooEarly: (args) => `The bet can only be cancelled from ${utc(args[1])}.`,
  GMChallenge_CancelAlreadyRequested: (args) => `The cancel of this bet is already requested; it can be completed from ${utc(args[1])}.`,
  GMChallenge_CancelNotRequested: 'The cancel of this bet has not been requested yet.',
  GMChallenge_CancelFinalizeTooEarly: (args) => `The cancel of this bet can be completed from ${utc(args[1])}.`,
  GMChallenge_OddsChanged: 'The odds changed before your bet was placed. Check the new odds and try again.',
  GMChallenge_ClaimsNotOpen: (args) => `Claims open at TGE, ${utc(args[0])}.`,
  GMChallenge_FundingShortfall: CONFIG,
  GMChallenge_InsufficientBuffer: 'The prize pool cannot cover this bet right now. Try a lower stake or multiplier.',
  GMChallenge_InsufficientFee: 'The VRF fee sent is too low: the gas price rose. Please try again.',
  GMChallenge_InsufficientSupply: 'The airdrop pool cannot register this allocation. Please contact support.',
  GMChallenge_InvalidBettingTableEntry: CONFIG,
  GMChallenge_InvalidRequestId: 'This bet does not exist.',
  GMChallenge_InvalidSignature: 'The server signature is not valid for this wallet. Please sign in again.',
  GMChallenge_InvalidUserSignature: 'Your signature does not match this claim. Please sign it again.',
  GMChallenge_InvalidRecipient: 'This address cannot receive the claim. Choose another recipient.',
  GMChallenge_NativeTransferFailed: 'The BNB refund could not be sent to your wallet.',
  GMChallenge_NonceAlreadyUsed: 'This server signature was already used. Please try again.',
  GMChallenge_NotBettor: 'This bet belongs to another wallet.',
  GMChallenge_NotRegistered: 'Your allocation is not registered yet.',
  GMChallenge_ReleaseExceedsUnregistered: CONFIG,
  GMChallenge_SignatureExpired: 'The server signature has expired. Please try again.',
  GMChallenge_StakeExceedsAvailable: (args) => `The stake is more than your available ${gm(args[1])}.`,
  GMChallenge_WithdrawExceedsSurplus: NOT_YOURS,
  GMChallenge_ZeroAddress: CONFIG,
  GMChallenge_ZeroAmount: 'You have no GM to claim.',
  // GMVesting
  GMVesting_AmountTooLarge: 'The amount is too large.',
  GMVesting_ArrayLengthMismatch: CONFIG,
  GMVesting_NotBeneficiary: 'This vesting schedule belongs to another wallet.',
  GMVesting_InvalidRecipient: 'This address cannot receive the claim. Choose another recipient.',
  GMVesting_InvalidSignature: 'Your signature does not match this claim. Please sign it again.',
  GMVesting_SignatureExpired: 'Your signed claim has expired. Please sign it again.',
  GMVesting_NotPendingBeneficiary: 'This wallet has not been offered this vesting schedule.',
  GMVesting_NotRevocable: NOT_YOURS,
  GMVesting_NothingToClaim: 'Nothing is claimable yet. Check the next unlock date.',
  GMVesting_ReleaseDayOutOfRange: CONFIG,
  GMVesting_SameBeneficiary: 'This wallet is already the beneficiary.',
  GMVesting_ScheduleNotFound: 'No vesting schedule was found for this wallet.',
  GMVesting_ScheduleRevoked: 'This vesting schedule was revoked.',
  GMVesting_SchedulerCannotBeRemoved: NOT_YOURS,
  GMVesting_TooManyMonths: CONFIG,
  GMVesting_Unauthorized: NOT_YOURS,
  GMVesting_ZeroAddress: CONFIG,
  GMVesting_ZeroTotalAmount: CONFIG,
  // GMToken and OpenZeppelin
  GMToken_TreasuryZeroAddress: CONFIG,
  ECDSAInvalidSignature: 'The server signature is not valid. Please sign in again.',
  ECDSAInvalidSignatureLength: 'The server signature is not valid. Please sign in again.',
  ECDSAInvalidSignatureS: 'The server signature is not valid. Please sign in again.',
  ERC20InsufficientAllowance: 'The contract is not allowed to move these tokens. Please contact support.',
  ERC20InsufficientBalance: 'The contract holds too few GM for this. Please contact support.',
  ERC20InvalidApprover: CONFIG,
  ERC20InvalidReceiver: 'These tokens cannot be sent to that address.',
  ERC20InvalidSender: CONFIG,
  ERC20InvalidSpender: CONFIG,
  ERC2612ExpiredSignature: 'The permit signature has expired.',
  ERC2612InvalidSigner: 'The permit signature is not valid.',
  InvalidAccountNonce: 'The permit signature was already used.',
  InvalidShortString: CONFIG,
  StringTooLong: CONFIG,
  OnlyVRFWrapperCanFulfill: 'Only the VRF service can deliver a random number.',
  OwnableInvalidOwner: NOT_YOURS,
  OwnableUnauthorizedAccount: NOT_YOURS,
  ReentrancyGuardReentrantCall: 'The transaction was refused. Please try again.',
  SafeCastOverflowedUintDowncast: 'The amount is too large.',
  SafeERC20FailedOperation: 'The GM transfer failed. Please contact support.',
  // Solidity built-ins
  Error: (args) =>
    typeof args[0] === 'string' && args[0]
      ? `The transaction was refused: ${args[0]}.`
      : 'The transaction was refused.',
  Panic: 'The contract stopped with an internal error. Please contact support.',
};

/** The sentence for a decoded contract error (any name outside the catalogue gets a generic one). */
export function contractErrorMessage(errorName: string, args: readonly unknown[] = []): string {
  const message = (CONTRACT_ERROR_MESSAGES as Record<string, Message | undefined>)[errorName];
  if (message === undefined) return 'The transaction was refused by the contract.';
  return typeof message === 'function' ? message(args) : message;
}
