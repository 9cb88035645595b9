// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title Errors
/// @notice Every custom error of the GM Claim contracts, named `<Contract>_<Condition>`.
library Errors {
    /*//////////////////////////////////////////////////////////////////////////
                                      GM-TOKEN
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Thrown when the treasury that receives the fixed supply is the zero address.
    error GMToken_TreasuryZeroAddress();

    /*//////////////////////////////////////////////////////////////////////////
                                     GM-VESTING
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Thrown when an address argument that must be set is the zero address.
    error GMVesting_ZeroAddress();

    /// @notice Thrown when the caller is neither the owner nor an authorised scheduler.
    error GMVesting_Unauthorized(address caller);

    /// @notice Thrown when the caller is not the beneficiary of the schedule.
    error GMVesting_NotBeneficiary(uint256 scheduleId, address caller);

    /// @notice Thrown when no schedule has the id.
    error GMVesting_ScheduleNotFound(uint256 scheduleId);

    /// @notice Thrown when revoking a schedule that is already revoked.
    error GMVesting_ScheduleRevoked(uint256 scheduleId);

    /// @notice Thrown when a claim would transfer nothing.
    error GMVesting_NothingToClaim(uint256 scheduleId);

    /// @notice Thrown when the release day is outside 1..28.
    error GMVesting_ReleaseDayOutOfRange(uint256 releaseDay);

    /// @notice Thrown when a schedule has more monthly tranches than allowed.
    error GMVesting_TooManyMonths(uint256 months, uint256 maxMonths);

    /// @notice Thrown when a schedule would hold no tokens.
    error GMVesting_ZeroTotalAmount();

    /// @notice Thrown when a schedule amount does not fit the contract's 128-bit amount storage.
    error GMVesting_AmountTooLarge(uint256 amount);

    /// @notice Thrown when the arrays of a batch call differ in length.
    error GMVesting_ArrayLengthMismatch();

    /// @notice Thrown when the new beneficiary is already the beneficiary.
    error GMVesting_SameBeneficiary(address beneficiary);

    /// @notice Thrown when someone other than the proposed beneficiary accepts a schedule, or nothing is proposed.
    error GMVesting_NotPendingBeneficiary(uint256 scheduleId, address caller);

    /// @notice Thrown when revoking a schedule that a scheduler (not the owner) created, e.g. a PUBLIC claim.
    error GMVesting_NotRevocable(uint256 scheduleId);

    /// @notice Thrown when de-authorising a scheduler: scheduler grants are permanent.
    error GMVesting_SchedulerCannotBeRemoved(address scheduler);

    /// @notice Thrown when a claim names a recipient (or a schedule a beneficiary) that could never use the tokens or
    /// would let anyone take them: the zero address, the token, the VRF wrapper, or a contract of a GM Claim deployment
    /// (any GMVesting, GMChallenge, any SignatureVerifier; see contracts/README.md, "Recipients").
    error GMVesting_InvalidRecipient(address recipient);

    /// @notice Thrown when a signed claim's deadline has passed.
    error GMVesting_SignatureExpired(uint256 deadline, uint256 timestamp);

    /// @notice Thrown when a signed claim was not signed by the schedule's beneficiary over this schedule, recipient,
    /// nonce, deadline, chain and contract.
    error GMVesting_InvalidSignature(address beneficiary);

    /*//////////////////////////////////////////////////////////////////////////
                                    GM-CHALLENGE
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Thrown when an address argument that must be set is the zero address.
    error GMChallenge_ZeroAddress();

    /// @notice Thrown when an amount that must be positive is zero.
    error GMChallenge_ZeroAmount();

    /// @notice Thrown when an amount does not fit the contract's 96-bit amount storage.
    error GMChallenge_AmountTooLarge(uint256 amount);

    /// @notice Thrown when the arrays of a batch call differ in length.
    error GMChallenge_ArrayLengthMismatch();

    /// @notice Thrown when registering a user that is already registered.
    error GMChallenge_AlreadyRegistered(address user);

    /// @notice Thrown when an action needs a registered user.
    error GMChallenge_NotRegistered(address user);

    /// @notice Thrown when registrations would exceed the funded supply.
    error GMChallenge_InsufficientSupply(uint256 requested, uint256 available);

    /// @notice Thrown when the signature's deadline has passed.
    error GMChallenge_SignatureExpired(uint256 deadline, uint256 timestamp);

    /// @notice Thrown when the nonce was already used (by anyone: nonces are one space shared by all users); `user` is
    /// the user of the refused signature.
    error GMChallenge_NonceAlreadyUsed(address user, uint256 nonce);

    /// @notice Thrown when the signature was not made by the signer over this user, chain, contract and data.
    error GMChallenge_InvalidSignature(address recovered);

    /// @notice Thrown when a signed claim-and-vest was not signed by `user` over this recipient, amount, nonce,
    /// deadline, chain and contract.
    error GMChallenge_InvalidUserSignature(address user);

    /// @notice Thrown when a claim names a recipient that could never use the tokens or would let anyone take them:
    /// the zero address, the token, the VRF wrapper, or a contract of a GM Claim deployment (this one, any GMVesting,
    /// any SignatureVerifier; see contracts/README.md, "Recipients").
    error GMChallenge_InvalidRecipient(address recipient);

    /// @notice Thrown when new bets are paused by the owner.
    error GMChallenge_BettingOff();

    /// @notice Thrown when the (unit, multiple) pair is not offered by the betting table.
    error GMChallenge_BetNotOffered(uint256 unit, uint256 multiple);

    /// @notice Thrown when the odds in force are worse for the bettor than the odds the bettor accepted: a lower win
    /// chance than `minProbBps` or a larger loss share than `maxLossBps`.
    error GMChallenge_OddsChanged(uint16 probBps, uint16 lossBps, uint16 minProbBps, uint16 maxLossBps);

    /// @notice Thrown when the stake exceeds what the user may bet.
    error GMChallenge_StakeExceedsAvailable(uint256 stake, uint256 available);

    /// @notice Thrown when the buffer cannot reserve the potential winnings.
    error GMChallenge_InsufficientBuffer(uint256 required, uint256 available);

    /// @notice Thrown when the user still has a pending bet.
    error GMChallenge_BetPending(uint256 requestId);

    /// @notice Thrown when `msg.value` does not cover the VRF price.
    error GMChallenge_InsufficientFee(uint256 paid, uint256 price);

    /// @notice Thrown when the VRF wrapper returns request id 0 or the id of an existing bet.
    error GMChallenge_InvalidRequestId(uint256 requestId);

    /// @notice Thrown when refunding the excess fee or sending native currency fails.
    error GMChallenge_NativeTransferFailed(address to, uint256 amount);

    /// @notice Thrown when cancelling a bet that is unknown or no longer pending.
    error GMChallenge_BetNotPending(uint256 requestId);

    /// @notice Thrown when someone other than the bettor cancels a bet.
    error GMChallenge_NotBettor(uint256 requestId, address caller);

    /// @notice Thrown when requesting a cancel before the cancel delay has passed.
    error GMChallenge_CancelTooEarly(uint256 requestId, uint256 availableAt);

    /// @notice Thrown when requesting a cancel of a bet whose cancel is already requested.
    error GMChallenge_CancelAlreadyRequested(uint256 requestId, uint256 finalizableAt);

    /// @notice Thrown when finalising the cancel of a bet whose cancel was not requested.
    error GMChallenge_CancelNotRequested(uint256 requestId);

    /// @notice Thrown when finalising a cancel before `CANCEL_FINALIZE_DELAY` has passed since its request.
    error GMChallenge_CancelFinalizeTooEarly(uint256 requestId, uint256 finalizableAt);

    /// @notice Thrown when claiming or betting before the claim window opens (`claimsOpenAt`, at first the TGE).
    error GMChallenge_ClaimsNotOpen(uint256 openAt);

    /// @notice Thrown when claiming or betting after the claim deadline, or moving a deadline that has passed.
    error GMChallenge_ClaimsClosed(uint256 deadline);

    /// @notice Thrown when moving the opening once it has passed.
    error GMChallenge_ClaimsAlreadyOpen(uint256 openAt);

    /// @notice Thrown when the opening is brought forward, or a deadline set, with less notice than required.
    error GMChallenge_NoticeTooShort(uint256 time, uint256 earliest);

    /// @notice Thrown when the opening would be before TGE or not before the deadline.
    error GMChallenge_InvalidClaimWindow(uint256 openAt, uint256 deadline);

    /// @notice Thrown when sweeping before the claim deadline has passed (0: no deadline is set).
    error GMChallenge_ClaimsNotClosed(uint256 deadline);

    /// @notice Thrown when a call without the server's signature comes before the missions gate ends (0: never).
    error GMChallenge_MissionsRequired(uint256 missionsGateEndsAt);

    /// @notice Thrown when the end of the missions gate would be zero, too large or later than the one announced.
    error GMChallenge_InvalidMissionsGateEnd(uint256 endsAt, uint256 current);

    /// @notice Thrown when proposing a zero allocation root.
    error GMChallenge_InvalidAllocationRoot();

    /// @notice Thrown when registering with a proof of a version that is unknown, pending or cancelled.
    error GMChallenge_AllocationRootNotActive(uint256 version);

    /// @notice Thrown when cancelling a version that is unknown, active or already cancelled.
    error GMChallenge_AllocationRootNotPending(uint256 version);

    /// @notice Thrown when the allocation root delay is outside its bounds.
    error GMChallenge_AllocationRootDelayOutOfRange(uint256 delay, uint256 min, uint256 max);

    /// @notice Thrown when a proof does not prove `account`'s `amount` in `version`.
    error GMChallenge_InvalidProof(address account, uint256 version, uint256 amount);

    /// @notice Thrown when BNB is sent with `registerWithProof` outside a `multicall`.
    error GMChallenge_UnexpectedValue(uint256 value);

    /// @notice Thrown when a registration would take a version past the total it reserved.
    error GMChallenge_AllocationRootExhausted(uint256 version, uint256 remaining);

    /// @notice Thrown when the user already claimed and vested.
    error GMChallenge_AlreadyClaimed(address user);

    /// @notice Thrown when funding receives fewer tokens than `supply + buffer` (fee-on-transfer tokens are not
    /// supported).
    error GMChallenge_FundingShortfall(uint256 expected, uint256 received);

    /// @notice Thrown when releasing more supply than is funded but not registered.
    error GMChallenge_ReleaseExceedsUnregistered(uint256 amount, uint256 unregistered);

    /// @notice Thrown when a withdrawal exceeds the surplus that no user is owed.
    error GMChallenge_WithdrawExceedsSurplus(uint256 amount, uint256 surplus);

    /// @notice Thrown when a betting-table entry is out of range (a unit must be whole GM, at most `MAX_UNIT()`).
    error GMChallenge_InvalidBettingTableEntry(uint256 unit, uint256 multiple, uint256 probBps, uint256 lossBps);

    /// @notice Thrown when the cancel delay is shorter than the minimum.
    error GMChallenge_CancelDelayTooShort(uint256 delay, uint256 minimum);

    /// @notice Thrown when the cancel delay is longer than the maximum.
    error GMChallenge_CancelDelayTooLong(uint256 delay, uint256 maximum);

    /// @notice Thrown when the callback gas limit is outside the allowed range.
    error GMChallenge_CallbackGasLimitOutOfRange(uint32 gasLimit);
}
