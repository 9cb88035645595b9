import { formatAmount, formatDate, t, type MessageKey } from '@gm-claim/web-core-i18n';
import type { gmChallengeAbi, gmTokenAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';

/** The contracts the web app calls (their ABIs carry every custom error a call can revert with). */
type CalledAbi = typeof gmChallengeAbi | typeof gmVestingAbi | typeof gmTokenAbi;

/** Every custom error name in those ABIs, plus Solidity's built-in Error(string) and Panic(uint256). */
export type ContractErrorName = Extract<CalledAbi[number], { type: 'error' }>['name'] | 'Error' | 'Panic';

/** A token amount for a sentence ("1,500 GM"). */
function gm(value: unknown): string {
  return typeof value === 'bigint' ? t('common.gmAmount', { amount: formatAmount(value) }) : t('contract.someAmount');
}

/** A unix time for a sentence, "MMM dd yyyy, HH:mm (UTC)". */
function utc(value: unknown): string {
  return typeof value === 'bigint' ? formatDate(value) : t('contract.later');
}

type Message = MessageKey | ((args: readonly unknown[]) => string);

/**
 * Plain words for every custom error of GMChallenge, GMVesting and GMToken (the `Record` makes a
 * missing one a type error; contract-error-messages.test.ts checks the generated ABIs at run time too).
 * Texts about a bet keep the word "bet": a failed Challenge replaces it with "challenge" (docs/product.md#challenge).
 */
export const CONTRACT_ERROR_MESSAGES: Record<ContractErrorName, Message> = {
  // GMChallenge
  GMChallenge_AlreadyClaimed: 'contract.GMChallenge_AlreadyClaimed',
  GMChallenge_AlreadyRegistered: 'contract.GMChallenge_AlreadyRegistered',
  GMChallenge_AmountTooLarge: 'contract.GMChallenge_AmountTooLarge',
  GMChallenge_ArrayLengthMismatch: 'contract.config',
  GMChallenge_BetNotOffered: 'contract.GMChallenge_BetNotOffered',
  GMChallenge_BetNotPending: 'contract.GMChallenge_BetNotPending',
  GMChallenge_BetPending: 'contract.GMChallenge_BetPending',
  GMChallenge_BettingOff: 'contract.GMChallenge_BettingOff',
  GMChallenge_CallbackGasLimitOutOfRange: 'contract.config',
  GMChallenge_CancelDelayTooLong: 'contract.config',
  GMChallenge_CancelDelayTooShort: 'contract.config',
  GMChallenge_CancelTooEarly: (args) => t('contract.GMChallenge_CancelTooEarly', { time: utc(args[1]) }),
  GMChallenge_CancelAlreadyRequested: (args) =>
    t('contract.GMChallenge_CancelAlreadyRequested', { time: utc(args[1]) }),
  GMChallenge_CancelNotRequested: 'contract.GMChallenge_CancelNotRequested',
  GMChallenge_CancelFinalizeTooEarly: (args) =>
    t('contract.GMChallenge_CancelFinalizeTooEarly', { time: utc(args[1]) }),
  GMChallenge_OddsChanged: 'contract.GMChallenge_OddsChanged',
  GMChallenge_ClaimsNotOpen: (args) => t('contract.GMChallenge_ClaimsNotOpen', { time: utc(args[0]) }),
  GMChallenge_ClaimsClosed: (args) => t('contract.GMChallenge_ClaimsClosed', { time: utc(args[0]) }),
  GMChallenge_MissionsRequired: 'contract.GMChallenge_MissionsRequired',
  GMChallenge_InvalidProof: 'contract.GMChallenge_InvalidProof',
  GMChallenge_AllocationRootNotActive: 'contract.GMChallenge_AllocationRootNotActive',
  GMChallenge_AllocationRootExhausted: 'contract.GMChallenge_AllocationRootExhausted',
  GMChallenge_UnexpectedValue: 'contract.GMChallenge_UnexpectedValue',
  // The owner's calls of issues 33 and 34.
  GMChallenge_AllocationRootDelayOutOfRange: 'contract.config',
  GMChallenge_AllocationRootNotPending: 'contract.config',
  GMChallenge_ClaimsAlreadyOpen: 'contract.config',
  GMChallenge_ClaimsNotClosed: 'contract.config',
  GMChallenge_InvalidAllocationRoot: 'contract.config',
  GMChallenge_InvalidClaimWindow: 'contract.config',
  GMChallenge_InvalidMissionsGateEnd: 'contract.config',
  GMChallenge_NoticeTooShort: 'contract.config',
  GMChallenge_FundingShortfall: 'contract.config',
  GMChallenge_InsufficientBuffer: 'contract.GMChallenge_InsufficientBuffer',
  GMChallenge_InsufficientFee: 'contract.GMChallenge_InsufficientFee',
  GMChallenge_InsufficientSupply: 'contract.GMChallenge_InsufficientSupply',
  GMChallenge_InvalidBettingTableEntry: 'contract.config',
  GMChallenge_InvalidRequestId: 'contract.GMChallenge_InvalidRequestId',
  GMChallenge_InvalidSignature: 'contract.GMChallenge_InvalidSignature',
  GMChallenge_InvalidUserSignature: 'contract.GMChallenge_InvalidUserSignature',
  GMChallenge_InvalidRecipient: 'contract.GMChallenge_InvalidRecipient',
  GMChallenge_NativeTransferFailed: 'contract.GMChallenge_NativeTransferFailed',
  GMChallenge_NonceAlreadyUsed: 'contract.GMChallenge_NonceAlreadyUsed',
  GMChallenge_NotBettor: 'contract.GMChallenge_NotBettor',
  GMChallenge_NotRegistered: 'contract.GMChallenge_NotRegistered',
  GMChallenge_ReleaseExceedsUnregistered: 'contract.config',
  GMChallenge_SignatureExpired: 'contract.GMChallenge_SignatureExpired',
  GMChallenge_StakeExceedsAvailable: (args) => t('contract.GMChallenge_StakeExceedsAvailable', { amount: gm(args[1]) }),
  GMChallenge_WithdrawExceedsSurplus: 'contract.notYours',
  GMChallenge_ZeroAddress: 'contract.config',
  GMChallenge_ZeroAmount: 'contract.GMChallenge_ZeroAmount',
  // GMVesting
  GMVesting_AmountTooLarge: 'contract.GMChallenge_AmountTooLarge',
  GMVesting_ArrayLengthMismatch: 'contract.config',
  GMVesting_NotBeneficiary: 'contract.GMVesting_NotBeneficiary',
  GMVesting_InvalidRecipient: 'contract.GMChallenge_InvalidRecipient',
  GMVesting_InvalidSignature: 'contract.GMChallenge_InvalidUserSignature',
  GMVesting_SignatureExpired: 'contract.GMVesting_SignatureExpired',
  GMVesting_NotPendingBeneficiary: 'contract.GMVesting_NotPendingBeneficiary',
  GMVesting_NotRevocable: 'contract.notYours',
  GMVesting_NothingToClaim: 'contract.GMVesting_NothingToClaim',
  GMVesting_ReleaseDayOutOfRange: 'contract.config',
  GMVesting_SameBeneficiary: 'contract.GMVesting_SameBeneficiary',
  GMVesting_ScheduleNotFound: 'contract.GMVesting_ScheduleNotFound',
  GMVesting_ScheduleRevoked: 'contract.GMVesting_ScheduleRevoked',
  GMVesting_SchedulerCannotBeRemoved: 'contract.notYours',
  GMVesting_TooManyMonths: 'contract.config',
  GMVesting_Unauthorized: 'contract.notYours',
  GMVesting_ZeroAddress: 'contract.config',
  GMVesting_ZeroTotalAmount: 'contract.config',
  // GMToken and OpenZeppelin
  GMToken_TreasuryZeroAddress: 'contract.config',
  ECDSAInvalidSignature: 'contract.ECDSAInvalidSignature',
  ECDSAInvalidSignatureLength: 'contract.ECDSAInvalidSignature',
  ECDSAInvalidSignatureS: 'contract.ECDSAInvalidSignature',
  ERC20InsufficientAllowance: 'contract.ERC20InsufficientAllowance',
  ERC20InsufficientBalance: 'contract.ERC20InsufficientBalance',
  ERC20InvalidApprover: 'contract.config',
  ERC20InvalidReceiver: 'contract.ERC20InvalidReceiver',
  ERC20InvalidSender: 'contract.config',
  ERC20InvalidSpender: 'contract.config',
  ERC2612ExpiredSignature: 'contract.ERC2612ExpiredSignature',
  ERC2612InvalidSigner: 'contract.ERC2612InvalidSigner',
  InvalidAccountNonce: 'contract.InvalidAccountNonce',
  InvalidShortString: 'contract.config',
  StringTooLong: 'contract.config',
  OnlyVRFWrapperCanFulfill: 'contract.OnlyVRFWrapperCanFulfill',
  OwnableInvalidOwner: 'contract.notYours',
  OwnableUnauthorizedAccount: 'contract.notYours',
  ReentrancyGuardReentrantCall: 'contract.ReentrancyGuardReentrantCall',
  SafeCastOverflowedUintDowncast: 'contract.GMChallenge_AmountTooLarge',
  SafeERC20FailedOperation: 'contract.SafeERC20FailedOperation',
  // Solidity built-ins
  Error: (args) =>
    typeof args[0] === 'string' && args[0] ? t('contract.ErrorWithReason', { reason: args[0] }) : t('contract.Error'),
  Panic: 'contract.Panic',
  // OpenZeppelin's Address, inside `multicall`: a call that reverted without a reason.
  FailedCall: 'contract.Panic',
  AddressEmptyCode: 'contract.Panic',
};

/** The sentence for a decoded contract error (any name outside the catalogue gets a generic one). */
export function contractErrorMessage(errorName: string, args: readonly unknown[] = []): string {
  const message = (CONTRACT_ERROR_MESSAGES as Record<string, Message | undefined>)[errorName];
  if (message === undefined) return t('contract.unknown');
  return typeof message === 'function' ? message(args) : t(message);
}
