// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { Ownable2Step } from "@openzeppelin/contracts/access/Ownable2Step.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { EIP712 } from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import { SafeCast } from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import { IGMDeploymentContract } from "./interfaces/IGMDeploymentContract.sol";
import { IGMVesting } from "./interfaces/IGMVesting.sol";
import { ISignatureVerifier } from "./interfaces/ISignatureVerifier.sol";
import { Calendar } from "./libraries/Calendar.sol";
import { Errors } from "./libraries/Errors.sol";
import { SignatureTypes } from "./libraries/SignatureTypes.sol";
import { Recipients } from "./libraries/Recipients.sol";
import { VestingMath } from "./libraries/VestingMath.sol";
import { SignatureVerifier } from "./SignatureVerifier.sol";

/// @title GMVesting
/// @notice See the documentation in {IGMVesting}.
/// @dev Storage is laid out for cheap claims and cheap creation. A schedule is a list of releases: release 0 is the TGE
/// part, release m the m-th monthly amount. Claims always take everything released, so what was claimed is the sum of
/// the first `claimedReleases` releases and a position stores that count instead of an amount. Each schedule is kept in
/// the smallest of three forms that holds it exactly (see SECURITY.md, "Compact schedules"):
/// - standard: what `createStandardSchedule` creates for a scheduler (every PUBLIC claim): no TGE part and
///   `STANDARD_MONTHS` equal monthly parts (the remainder in the last) on `standardReleaseDay`; one slot, its `Record`;
/// - even: a TGE part, `cliffMonths` empty months, then equal monthly parts (the remainder in the last): its
///   `Position` holds everything a claim reads, so a claim reads and writes that one slot;
/// - listed: anything else; the running totals are stored in uint128 pairs next to the `Position`.
/// The beneficiary index packs four uint64 lanes per slot, so a beneficiary's first schedule costs one slot.
/// Signed claims (`claimViaSig`) are EIP-712 `Claim` signatures of the beneficiary in this contract's domain, with a
/// sequential nonce per beneficiary kept beside the index count; the signature itself is checked by a
/// {SignatureVerifier} this contract deploys.
contract GMVesting is IGMVesting, IGMDeploymentContract, Ownable2Step, EIP712, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Who a schedule belongs to, keyed by id; one slot. For a standard schedule it is also the whole schedule:
    /// `standardTotal` is then positive and `standardClaimedReleases` counts the releases claimed. Both are zero for
    /// even and listed schedules, whose data is in the beneficiary's `Position`.
    struct Record {
        address beneficiary;
        uint88 standardTotal;
        uint8 standardClaimedReleases;
    }

    /// @dev The beneficiary's even or listed schedule, keyed by (beneficiary, id), so one read both authorises the
    /// caller and yields everything an even claim needs; one slot. `releaseDay` is never 0 for an existing position.
    /// `totalAmount` is positive exactly for the even form; a listed schedule keeps its amounts in `_listedTotals`.
    /// Stored packed in one word, {StoredPosition} (see {_pack}); this struct is its unpacked form.
    struct Position {
        uint96 tgeAmount;
        uint104 totalAmount;
        uint8 releaseDay;
        uint8 months;
        uint8 cliffMonths;
        uint8 claimedReleases;
        uint8 releasesAtRevoke;
        bool isActive;
        bool revocable;
    }

    /// @dev A `Position` packed in one word, the fields in declaration order from the lowest bits (`*_SHIFT`), as the
    /// compiler would pack the struct. Kept as a word so that a claim reads it once and writes it once, without
    /// re-reading the slot for each field and for the write (the optimizer does not merge those reads).
    struct StoredPosition {
        uint256 word;
    }

    /// @dev Two running totals of a listed schedule: `_listedTotals[id][k / 2]` holds total `k` (the TGE part plus the
    /// first `k` monthly amounts) in lane `k % 2`, for k = 0..months.
    struct TotalsPair {
        uint128 even;
        uint128 odd;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  STATE VARIABLES
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMVesting
    uint256 public constant override MAX_MONTHS = 120;

    /// @inheritdoc IGMVesting
    uint256 public constant override STANDARD_MONTHS = 6;

    /// @dev Lane 0 of a beneficiary's index: the count in the low 32 bits, the signed-claim nonce above them.
    uint256 private constant COUNT_MASK = type(uint32).max;
    uint256 private constant NONCE_SHIFT = 32;

    /// @dev Bit offsets of a `Position`'s fields in its {StoredPosition} word; `tgeAmount` is the lowest 96 bits.
    uint256 private constant TOTAL_SHIFT = 96;
    uint256 private constant RELEASE_DAY_SHIFT = 200;
    uint256 private constant MONTHS_SHIFT = 208;
    uint256 private constant CLIFF_SHIFT = 216;
    uint256 private constant CLAIMED_SHIFT = 224;
    uint256 private constant AT_REVOKE_SHIFT = 232;
    uint256 private constant ACTIVE_SHIFT = 240;
    uint256 private constant REVOCABLE_SHIFT = 248;

    /// @inheritdoc IGMVesting
    IERC20 public immutable override token;

    /// @inheritdoc IGMVesting
    uint256 public immutable override tgeTimestamp;

    /// @dev TGE's month index and time of day, precomputed for cheap claims (see {Calendar.monthAndOffset}).
    uint256 private immutable _tgeMonthIndex;
    uint256 private immutable _tgeTimeOfDay;

    /// @inheritdoc IGMVesting
    uint8 public immutable override standardReleaseDay;

    /// @inheritdoc IGMVesting
    ISignatureVerifier public immutable override signatureVerifier;

    /// @inheritdoc IGMVesting
    address public immutable override vrfWrapper;

    /// @dev The `Claim` type hash, hashed once at deployment (the compiler would hash the type string on every call).
    bytes32 private immutable _claimTypehash;

    /// @inheritdoc IGMVesting
    address public override treasury;

    /// @inheritdoc IGMVesting
    uint256 public override scheduleCount;

    /// @inheritdoc IGMVesting
    mapping(address account => bool allowed) public override isScheduler;

    string private _claimType;

    mapping(uint256 scheduleId => Record record) private _records;
    mapping(address beneficiary => mapping(uint256 scheduleId => StoredPosition position)) private _positions;
    mapping(uint256 scheduleId => mapping(uint256 pair => TotalsPair totals)) private _listedTotals;

    /// @dev Each beneficiary's schedule ids as one flat list of uint64 lanes, four per slot: lane 0 holds the count
    /// (low 32 bits) and the signed-claim nonce (high 32 bits), the ids follow from lane 1 on. The nonce shares the slot
    /// every beneficiary already has, so a beneficiary's first signed claim updates a slot instead of creating one
    /// (5,000 gas instead of 22,100).
    mapping(address beneficiary => mapping(uint256 word => uint64[4] lanes)) private _index;

    /// @dev Proposed by the beneficiary, waiting for acceptance; cleared when accepted or withdrawn.
    mapping(uint256 scheduleId => address beneficiary) private _pendingBeneficiaries;

    /// @dev Each recipient's gifts not accepted yet, apart from its own list, so a page can show them as gifts.
    mapping(address recipient => uint256[] scheduleIds) private _pendingGifts;

    /*//////////////////////////////////////////////////////////////////////////
                                     MODIFIERS
    //////////////////////////////////////////////////////////////////////////*/

    modifier onlyOwnerOrScheduler() {
        if (msg.sender != owner() && !isScheduler[msg.sender]) {
            revert Errors.GMVesting_Unauthorized(msg.sender);
        }
        _;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                    CONSTRUCTOR
    //////////////////////////////////////////////////////////////////////////*/

    /// @param initialOwner The owner (creates and revokes its own schedules, grants schedulers, sets the treasury).
    /// @param token_ The vested token.
    /// @param tgeTimestamp_ The TGE every schedule is anchored to (unix seconds).
    /// @param treasury_ Receives revoked, unvested tokens.
    /// @param claimType_ The allocation type label, e.g. "PUBLIC".
    /// @param vrfWrapper_ The chain's Chainlink VRF wrapper GMChallenge uses, refused as a recipient (zero if none).
    constructor(
        address initialOwner,
        IERC20 token_,
        uint256 tgeTimestamp_,
        address treasury_,
        string memory claimType_,
        address vrfWrapper_
    )
        Ownable(initialOwner)
        EIP712(SignatureTypes.VESTING_DOMAIN_NAME, SignatureTypes.VESTING_DOMAIN_VERSION)
    {
        if (address(token_) == address(0) || treasury_ == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        signatureVerifier = new SignatureVerifier();
        _claimTypehash = SignatureTypes.CLAIM_TYPEHASH;
        token = token_;
        tgeTimestamp = tgeTimestamp_;
        (_tgeMonthIndex,) = Calendar.monthAndOffset(tgeTimestamp_);
        _tgeTimeOfDay = tgeTimestamp_ % Calendar.SECONDS_PER_DAY;
        uint256 tgeDay = Calendar.dayOfMonth(tgeTimestamp_);
        standardReleaseDay = uint8(tgeDay > 28 ? 28 : tgeDay);
        treasury = treasury_;
        _claimType = claimType_;
        vrfWrapper = vrfWrapper_;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMDeploymentContract
    function gmClaimDeploymentContract() external pure override returns (bytes4) {
        return IGMDeploymentContract.gmClaimDeploymentContract.selector;
    }

    /// @inheritdoc IGMVesting
    function claimType() external view override returns (string memory) {
        return _claimType;
    }

    /// @inheritdoc IGMVesting
    function getVestingSchedule(uint256 scheduleId) external view override returns (VestingSchedule memory schedule) {
        (address beneficiary, Position memory position) = _load(scheduleId);
        if (position.releaseDay == 0) {
            return schedule;
        }
        schedule.beneficiary = beneficiary;
        schedule.totalAmount = _cumulative(scheduleId, position, uint256(position.months) + 1);
        schedule.tgeAmount = _cumulative(scheduleId, position, 1);
        schedule.claimed = _cumulative(scheduleId, position, position.claimedReleases);
        schedule.isActive = position.isActive;
        schedule.releaseDay = position.releaseDay;
        schedule.revocable = position.revocable;
        schedule.monthlyAmounts = new uint256[](position.months);
        uint256 previous = schedule.tgeAmount;
        for (uint256 m = 1; m <= position.months; ++m) {
            uint256 cumulative = _cumulative(scheduleId, position, m + 1);
            schedule.monthlyAmounts[m - 1] = cumulative - previous;
            previous = cumulative;
        }
    }

    /// @inheritdoc IGMVesting
    function getVestingInfo(uint256 scheduleId) external view override returns (VestingInfo memory info) {
        (, Position memory position) = _load(scheduleId);
        if (position.releaseDay == 0) {
            return info;
        }
        uint256 due = _releasesDue(position);
        info.claimedTotal = _cumulative(scheduleId, position, position.claimedReleases);
        info.totalAllocation = _cumulative(scheduleId, position, uint256(position.months) + 1);
        info.monthsElapsed = due == 0 ? 0 : due - 1;
        info.vestedTotal = _cumulative(scheduleId, position, due);
        // Months whose running total is above what was claimed still hold something to claim.
        uint256 fullyClaimed = 0;
        while (
            fullyClaimed < info.monthsElapsed
                && _cumulative(scheduleId, position, fullyClaimed + 2) <= info.claimedTotal
        ) {
            ++fullyClaimed;
        }
        info.claimableMonths = info.monthsElapsed - fullyClaimed;
    }

    /// @inheritdoc IGMVesting
    function claimableAmount(uint256 scheduleId) external view override returns (uint256) {
        (, Position memory position) = _load(scheduleId);
        return _cumulative(scheduleId, position, _releasesDue(position))
            - _cumulative(scheduleId, position, position.claimedReleases);
    }

    /// @inheritdoc IGMVesting
    function calculateVestedAmount(uint256 scheduleId) external view override returns (uint256) {
        (, Position memory position) = _load(scheduleId);
        return _cumulative(scheduleId, position, _releasesDue(position));
    }

    /// @inheritdoc IGMVesting
    function getCurrentVestingMonth() external view override returns (uint256) {
        return Calendar.monthsElapsed(tgeTimestamp, Calendar.dayOfMonth(tgeTimestamp), block.timestamp);
    }

    /// @inheritdoc IGMVesting
    function calculateReleaseTimestamp(
        uint256 tge,
        uint256 month,
        uint8 releaseDay
    )
        external
        pure
        override
        returns (uint256)
    {
        _checkReleaseDay(releaseDay);
        return Calendar.releaseTimestamp(tge, month, releaseDay);
    }

    /// @inheritdoc IGMVesting
    function beneficiarySchedules(address beneficiary, uint256 index) external view override returns (uint256) {
        if (index >= _indexCount(beneficiary)) {
            // What an out-of-range array read raises (Panic 0x32), as before the index was packed.
            assembly ("memory-safe") {
                mstore(0x00, 0x4e487b71)
                mstore(0x20, 0x32)
                revert(0x1c, 0x24)
            }
        }
        return _indexLane(beneficiary, index + 1);
    }

    /// @inheritdoc IGMVesting
    function beneficiaryScheduleCount(address beneficiary) external view override returns (uint256) {
        return _indexCount(beneficiary);
    }

    /// @inheritdoc IGMVesting
    function getUserVestingScheduleId(address user) external view override returns (uint256) {
        // Lane 1 is 0 while the list is empty.
        return _indexLane(user, 1);
    }

    /// @inheritdoc IGMVesting
    function pendingBeneficiary(uint256 scheduleId) external view override returns (address) {
        return _pendingBeneficiaries[scheduleId];
    }

    /// @inheritdoc IGMVesting
    function pendingGifts(address recipient) external view override returns (uint256[] memory) {
        return _pendingGifts[recipient];
    }

    /// @inheritdoc IGMVesting
    function nonces(address beneficiary) external view override returns (uint256) {
        return _signedNonce(beneficiary, _index[beneficiary][0][0] >> NONCE_SHIFT);
    }

    /*//////////////////////////////////////////////////////////////////////////
                              NON-CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMVesting
    function createVestingSchedule(
        address beneficiary,
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] calldata monthlyAmounts
    )
        external
        override
        onlyOwnerOrScheduler
        nonReentrant
        returns (uint256 scheduleId)
    {
        // Checks and effects
        uint256 totalAmount;
        (scheduleId, totalAmount) = _create(beneficiary, tgeAmount, releaseDay, monthlyAmounts, msg.sender == owner());

        // Interactions
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: totalAmount });
    }

    /// @inheritdoc IGMVesting
    function createVestingSchedules(
        address[] calldata beneficiaries,
        uint256[] calldata tgeAmounts,
        uint8[] calldata releaseDays,
        uint256[][] calldata monthlyAmounts
    )
        external
        override
        onlyOwnerOrScheduler
        nonReentrant
        returns (uint256[] memory scheduleIds)
    {
        // Checks
        uint256 count = beneficiaries.length;
        if (tgeAmounts.length != count || releaseDays.length != count || monthlyAmounts.length != count) {
            revert Errors.GMVesting_ArrayLengthMismatch();
        }

        // Effects
        scheduleIds = new uint256[](count);
        uint256 sum;
        bool revocable = msg.sender == owner();
        for (uint256 i = 0; i < count; ++i) {
            uint256 totalAmount;
            (scheduleIds[i], totalAmount) =
                _create(beneficiaries[i], tgeAmounts[i], releaseDays[i], monthlyAmounts[i], revocable);
            sum += totalAmount;
        }

        // Interactions
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: sum });
    }

    /// @inheritdoc IGMVesting
    function createStandardSchedule(
        address beneficiary,
        uint256 amount
    )
        external
        override
        nonReentrant
        returns (uint256 scheduleId)
    {
        // Checks
        if (beneficiary == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }

        // Effects: the claimant's own schedule goes first in its list, ahead of any gift it accepted earlier, so that
        // `getUserVestingScheduleId` always names it.
        scheduleId = _createStandard(beneficiary, amount);
        _addToIndexFirst(beneficiary, scheduleId);

        // Interactions
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: amount });
    }

    /// @inheritdoc IGMVesting
    function createGiftSchedule(
        address recipient,
        uint256 amount
    )
        external
        override
        nonReentrant
        returns (uint256 scheduleId)
    {
        // Checks
        _checkRecipient(recipient);

        // Effects: no beneficiary until `recipient` accepts; its position, if any, waits under the zero address.
        scheduleId = _createStandard(address(0), amount);
        _pendingBeneficiaries[scheduleId] = recipient;
        _pendingGifts[recipient].push(scheduleId);
        emit BeneficiaryChangeProposed({ scheduleId: scheduleId, from: address(0), to: recipient });

        // Interactions
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: amount });
    }

    /// @inheritdoc IGMVesting
    /// @dev No reentrancy guard needed: the only state change happens before the single external call. An even
    /// schedule's claim reads and writes one slot, the caller's position.
    function claim(uint256 scheduleId) external override {
        _claim(scheduleId, msg.sender, msg.sender);
    }

    /// @inheritdoc IGMVesting
    /// @dev No reentrancy guard needed, as for `claim`.
    function claimTo(uint256 scheduleId, address recipient) external override {
        _checkRecipient(recipient);
        uint256 amount = _claim(scheduleId, msg.sender, recipient);
        _emitClaimedTo(scheduleId, msg.sender, recipient, amount);
    }

    /// @inheritdoc IGMVesting
    /// @dev Guarded: an EIP-6492 signature makes the verifier call an arbitrary factory, which could call back.
    function claimViaSig(
        uint256 scheduleId,
        address recipient,
        uint256 deadline,
        bytes calldata signature
    )
        external
        override
        nonReentrant
    {
        // Checks
        _checkRecipient(recipient);
        if (block.timestamp > deadline) {
            revert Errors.GMVesting_SignatureExpired(deadline, block.timestamp);
        }
        address beneficiary = _records[scheduleId].beneficiary;
        if (beneficiary == address(0)) {
            // A gift not accepted yet: its recipient signs, and the claim accepts it.
            beneficiary = _pendingBeneficiaries[scheduleId];
            if (beneficiary == address(0)) {
                revert Errors.GMVesting_ScheduleNotFound(scheduleId);
            }
        }

        // Effects: the nonce is consumed before the verifier's calls (and restored by any revert).
        uint256 nonce = _signedNonce(beneficiary, _useNonce(beneficiary));
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(_claimTypehash, scheduleId, recipient, nonce, deadline)));

        // Interactions: the verifier may deploy a counterfactual account; the claim then reads the schedule afresh.
        if (!_isValidSignature(beneficiary, digest, signature)) {
            revert Errors.GMVesting_InvalidSignature(beneficiary);
        }
        uint256 amount = _claim(scheduleId, beneficiary, recipient);
        _emitClaimedTo(scheduleId, beneficiary, recipient, amount);
    }

    /// @dev The claim of `beneficiary`'s schedule `scheduleId`, paid to `recipient`; returns the amount paid. An even
    /// schedule's claim reads and writes one slot, the beneficiary's position.
    function _claim(uint256 scheduleId, address beneficiary, address recipient) private returns (uint256 amount) {
        // Checks: only the beneficiary has a position under its own address; a standard schedule has none.
        StoredPosition storage stored = _positions[beneficiary][scheduleId];
        // One read of the packed word; the fields are cut out of it as needed.
        uint256 word = stored.word;
        uint256 releaseDay = uint8(word >> RELEASE_DAY_SHIFT);
        if (releaseDay == 0) {
            return _claimStandard(scheduleId, beneficiary, recipient);
        }
        uint256 months = uint8(word >> MONTHS_SHIFT);
        uint256 claimedReleases = uint8(word >> CLAIMED_SHIFT);
        uint256 due =
            _releasesDue(uint8(word >> ACTIVE_SHIFT) != 0, uint8(word >> AT_REVOKE_SHIFT), releaseDay, months);
        uint256 total = uint104(word >> TOTAL_SHIFT);
        if (total != 0) {
            amount = VestingMath.evenReleased(
                uint96(word), total, months, uint8(word >> CLIFF_SHIFT), claimedReleases, due
            );
        } else {
            Position memory position = _unpack(word);
            amount = _cumulative(scheduleId, position, due) - _cumulative(scheduleId, position, claimedReleases);
        }
        if (amount == 0) {
            revert Errors.GMVesting_NothingToClaim(scheduleId);
        }

        // Effects: releases only ever come due, so `due` never falls below what was claimed (and fits its 8 bits:
        // at most MAX_MONTHS + 1).
        stored.word = (word & ~(uint256(type(uint8).max) << CLAIMED_SHIFT)) | (due << CLAIMED_SHIFT);

        // Interactions
        token.safeTransfer({ to: recipient, value: amount });
        emit Claimed({ scheduleId: scheduleId, beneficiary: beneficiary, amount: amount, timestamp: block.timestamp });
    }

    /// @inheritdoc IGMVesting
    /// @dev A proposal, not a transfer: pushing a schedule onto someone would let anyone choose what
    /// `getUserVestingScheduleId` returns for them (e.g. a dust schedule ahead of their real one).
    function changeBeneficiary(uint256 scheduleId, address newBeneficiary) external override {
        // Checks
        address beneficiary = _records[scheduleId].beneficiary;
        if (beneficiary != msg.sender) {
            _revertNotBeneficiary(scheduleId, beneficiary, msg.sender);
        }
        if (newBeneficiary == msg.sender) {
            revert Errors.GMVesting_SameBeneficiary(newBeneficiary);
        }
        if (newBeneficiary != address(0)) {
            _checkRecipient(newBeneficiary);
        }

        // Effects
        _pendingBeneficiaries[scheduleId] = newBeneficiary;
        emit BeneficiaryChangeProposed({ scheduleId: scheduleId, from: msg.sender, to: newBeneficiary });
    }

    /// @inheritdoc IGMVesting
    function acceptBeneficiary(uint256 scheduleId) external override {
        // Checks: msg.sender is never the zero address, so "no proposal" never matches. A proposal is cleared whenever
        // the schedule moves, so it always comes from the current beneficiary.
        if (_pendingBeneficiaries[scheduleId] != msg.sender) {
            revert Errors.GMVesting_NotPendingBeneficiary(scheduleId, msg.sender);
        }

        // Effects
        _accept(scheduleId, msg.sender);
    }

    /// @inheritdoc IGMVesting
    function revoke(uint256 scheduleId) external override onlyOwner nonReentrant {
        // Checks: a standard schedule has no position, hence reads as not revocable.
        address beneficiary = _records[scheduleId].beneficiary;
        if (beneficiary == address(0)) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        StoredPosition storage stored = _positions[beneficiary][scheduleId];
        Position memory position = _unpack(stored.word);
        if (!position.revocable) {
            revert Errors.GMVesting_NotRevocable(scheduleId);
        }
        if (!position.isActive) {
            revert Errors.GMVesting_ScheduleRevoked(scheduleId);
        }

        // Effects: what has come due stays claimable, the rest goes back.
        uint256 due = _releasesDue(position);
        uint256 unvested = _cumulative(scheduleId, position, uint256(position.months) + 1)
            - _cumulative(scheduleId, position, due);
        position.isActive = false;
        position.releasesAtRevoke = uint8(due);
        stored.word = _pack(position);

        // Interactions
        if (unvested > 0) {
            token.safeTransfer({ to: treasury, value: unvested });
        }
        emit VestingScheduleRevoked({ scheduleId: scheduleId, unvestedReturned: unvested });
    }

    /// @inheritdoc IGMVesting
    function setScheduler(address scheduler, bool allowed) external override onlyOwner {
        if (scheduler == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        if (!allowed && isScheduler[scheduler]) {
            // Grants are permanent, so no owner can block the claims a scheduler (GMChallenge) makes.
            revert Errors.GMVesting_SchedulerCannotBeRemoved(scheduler);
        }
        isScheduler[scheduler] = allowed;
        emit SchedulerSet({ scheduler: scheduler, allowed: allowed });
    }

    /// @inheritdoc IGMVesting
    function setTreasury(address newTreasury) external override onlyOwner {
        if (newTreasury == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        treasury = newTreasury;
        emit TreasurySet(newTreasury);
    }

    /*//////////////////////////////////////////////////////////////////////////
                              PRIVATE FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Validates and stores one schedule in the even form when it has that shape, else the listed form; returns its
    /// id and total.
    /// `revocable` is true only for the owner's schedules.
    function _create(
        address beneficiary,
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] calldata monthlyAmounts,
        bool revocable
    )
        private
        returns (uint256 scheduleId, uint256 totalAmount)
    {
        if (beneficiary == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        _checkRecipient(beneficiary);
        _checkReleaseDay(releaseDay);
        uint256 months = monthlyAmounts.length;
        if (months > MAX_MONTHS) {
            revert Errors.GMVesting_TooManyMonths(months, MAX_MONTHS);
        }
        uint256 cliffMonths;
        bool isEven;
        (totalAmount, cliffMonths, isEven) = VestingMath.shape(tgeAmount, monthlyAmounts);
        if (totalAmount == 0) {
            revert Errors.GMVesting_ZeroTotalAmount();
        }
        if (totalAmount > type(uint128).max) {
            revert Errors.GMVesting_AmountTooLarge(totalAmount);
        }

        scheduleId = ++scheduleCount;
        _records[scheduleId].beneficiary = beneficiary;
        isEven = isEven && tgeAmount <= type(uint96).max && totalAmount <= type(uint104).max;
        if (!isEven) {
            _storeListedTotals(scheduleId, tgeAmount, monthlyAmounts);
        }
        _positions[beneficiary][scheduleId].word = _pack(Position({
            tgeAmount: isEven ? uint96(tgeAmount) : 0,
            totalAmount: isEven ? uint104(totalAmount) : 0,
            releaseDay: releaseDay,
            months: uint8(months),
            cliffMonths: uint8(cliffMonths),
            claimedReleases: 0,
            releasesAtRevoke: 0,
            isActive: true,
            revocable: revocable
        }));
        _addToIndex(beneficiary, scheduleId);

        emit VestingScheduleCreated({
            scheduleId: scheduleId,
            beneficiary: beneficiary,
            totalAmount: totalAmount,
            tgeAmount: tgeAmount,
            releaseDay: releaseDay
        });
    }

    /// @dev Stores the running totals 0..months of a listed schedule, two per slot.
    function _storeListedTotals(uint256 scheduleId, uint256 tgeAmount, uint256[] calldata monthlyAmounts) private {
        uint256 months = monthlyAmounts.length;
        uint256 running = tgeAmount;
        for (uint256 k = 0; k <= months; k += 2) {
            uint256 evenTotal = running;
            if (k < months) {
                running += monthlyAmounts[k];
            }
            // Totals were checked to fit 128 bits; after the last month `odd` repeats the total, unused.
            _listedTotals[scheduleId][k / 2] = TotalsPair({ even: uint128(evenTotal), odd: uint128(running) });
            if (k + 1 < months) {
                running += monthlyAmounts[k + 1];
            }
        }
    }

    /// @dev A claim of a standard schedule, whose whole state is its record; returns the amount paid to `recipient`.
    function _claimStandard(
        uint256 scheduleId,
        address beneficiary,
        address recipient
    )
        private
        returns (uint256 amount)
    {
        // Checks
        Record storage stored = _records[scheduleId];
        Record memory record = stored;
        if (record.beneficiary != beneficiary || record.standardTotal == 0) {
            if (record.beneficiary != address(0) || _pendingBeneficiaries[scheduleId] != beneficiary) {
                _revertNotBeneficiary(scheduleId, record.beneficiary, beneficiary);
            }
            // The recipient of a gift claiming it: claiming is accepting, then the claim proper. (Not a call back into
            // `_claim`: a recursive `_claim` would no longer be inlined into `claim`, and every claim would pay for it.)
            _accept(scheduleId, beneficiary);
            if (record.standardTotal == 0) {
                return _claimAcceptedGift(scheduleId, beneficiary, recipient);
            }
        }
        Position memory position = _standardPosition(record);
        uint256 due = _releasesDue(position);
        amount = _cumulative(scheduleId, position, due) - _cumulative(scheduleId, position, position.claimedReleases);
        if (amount == 0) {
            revert Errors.GMVesting_NothingToClaim(scheduleId);
        }

        // Effects
        stored.standardClaimedReleases = uint8(due);

        // Interactions
        token.safeTransfer({ to: recipient, value: amount });
        emit Claimed({ scheduleId: scheduleId, beneficiary: beneficiary, amount: amount, timestamp: block.timestamp });
    }

    /// @dev The claim of a gift in the even form (over 2^88 wei: too large for a record) that `beneficiary` has just
    /// accepted; what `_claim` does for it, kept apart so that `_claim` stays free of recursion. Rare, so not tuned.
    function _claimAcceptedGift(
        uint256 scheduleId,
        address beneficiary,
        address recipient
    )
        private
        returns (uint256 amount)
    {
        // Checks
        StoredPosition storage stored = _positions[beneficiary][scheduleId];
        Position memory position = _unpack(stored.word);
        uint256 due = _releasesDue(position);
        amount = _cumulative(scheduleId, position, due) - _cumulative(scheduleId, position, position.claimedReleases);
        if (amount == 0) {
            revert Errors.GMVesting_NothingToClaim(scheduleId);
        }

        // Effects
        position.claimedReleases = uint8(due);
        stored.word = _pack(position);

        // Interactions
        token.safeTransfer({ to: recipient, value: amount });
        emit Claimed({ scheduleId: scheduleId, beneficiary: beneficiary, amount: amount, timestamp: block.timestamp });
    }

    /// @dev Names the recipient of a claim paid to another address than the beneficiary (after its {Claimed}).
    function _emitClaimedTo(uint256 scheduleId, address beneficiary, address recipient, uint256 amount) private {
        if (recipient != beneficiary) {
            emit ClaimedTo({ scheduleId: scheduleId, beneficiary: beneficiary, recipient: recipient, amount: amount });
        }
    }

    /// @dev Refuses recipients that could never use the tokens or would let anyone take them: the zero address, the
    /// token, the VRF wrapper and every contract of a GM Claim deployment (this one included; {Recipients}).
    function _checkRecipient(address recipient) private view {
        if (
            recipient == address(0) || recipient == address(token) || recipient == vrfWrapper
                || Recipients.isDeploymentContract(recipient)
        ) {
            revert Errors.GMVesting_InvalidRecipient(recipient);
        }
    }

    /// @dev Creates a standard schedule of `amount` for `beneficiary` (the zero address for a gift not accepted yet),
    /// without indexing it; returns its id.
    function _createStandard(address beneficiary, uint256 amount) private returns (uint256 scheduleId) {
        if (!isScheduler[msg.sender]) {
            revert Errors.GMVesting_Unauthorized(msg.sender);
        }
        if (amount == 0) {
            revert Errors.GMVesting_ZeroTotalAmount();
        }
        if (amount > type(uint104).max) {
            revert Errors.GMVesting_AmountTooLarge(amount);
        }
        // The record holds the whole schedule; the even form takes what does not fit it.
        scheduleId = ++scheduleCount;
        if (amount <= type(uint88).max) {
            _records[scheduleId] =
                Record({ beneficiary: beneficiary, standardTotal: uint88(amount), standardClaimedReleases: 0 });
        } else {
            _records[scheduleId].beneficiary = beneficiary;
            Position memory position = _standardPosition(Record(beneficiary, 0, 0));
            position.totalAmount = uint104(amount);
            _positions[beneficiary][scheduleId].word = _pack(position);
        }
        emit VestingScheduleCreated({
            scheduleId: scheduleId,
            beneficiary: beneficiary,
            totalAmount: amount,
            tgeAmount: 0,
            releaseDay: standardReleaseDay
        });
    }

    /// @dev Hands schedule `scheduleId`, proposed to `to`, over to `to`: the schedule, what was claimed of it and its
    /// index entry move, the proposal is cleared, and the previous beneficiary's signed-claim nonce moves on, so that
    /// no signature it made before the handover works again, even if the schedule comes back to it.
    function _accept(uint256 scheduleId, address to) private {
        Record storage record = _records[scheduleId];
        address from = record.beneficiary;
        delete _pendingBeneficiaries[scheduleId];
        record.beneficiary = to;
        if (record.standardTotal == 0) {
            _positions[to][scheduleId].word = _positions[from][scheduleId].word;
            delete _positions[from][scheduleId];
        }
        if (from != address(0)) {
            _removeFromIndex(from, scheduleId);
            _useNonce(from);
        } else {
            _removeGift(to, scheduleId);
        }
        _addToIndex(to, scheduleId);
        emit BeneficiaryChanged({ scheduleId: scheduleId, from: from, to: to });
    }

    /// @dev The nonce a signed claim of `beneficiary` carries: its address above its 32-bit counter, so that a
    /// signature names its signer (another account answering EIP-1271 for the same key never shares its nonces).
    function _signedNonce(address beneficiary, uint256 counter) private pure returns (uint256) {
        return (uint256(uint160(beneficiary)) << NONCE_SHIFT) | counter;
    }

    /// @dev Asks the verifier; a verifier that reverts (an EIP-6492 signature it cannot decode) means invalid.
    function _isValidSignature(address signer, bytes32 digest, bytes calldata signature) private returns (bool) {
        try signatureVerifier.isValidSignatureNow(signer, digest, signature) returns (bool valid) {
            return valid;
        } catch {
            return false;
        }
    }

    /// @dev The beneficiary of `scheduleId` (zero when unknown) and its schedule as a position, whatever its form.
    function _load(uint256 scheduleId) private view returns (address beneficiary, Position memory position) {
        Record memory record = _records[scheduleId];
        beneficiary = record.beneficiary;
        if (record.standardTotal != 0) {
            position = _standardPosition(record);
        } else {
            // A gift not accepted yet keeps its position under the zero address; an unknown id reads all zero.
            position = _unpack(_positions[beneficiary][scheduleId].word);
        }
    }

    /// @dev A `Position` as its {StoredPosition} word.
    function _pack(Position memory position) private pure returns (uint256) {
        return uint256(position.tgeAmount) | (uint256(position.totalAmount) << TOTAL_SHIFT)
            | (uint256(position.releaseDay) << RELEASE_DAY_SHIFT) | (uint256(position.months) << MONTHS_SHIFT)
            | (uint256(position.cliffMonths) << CLIFF_SHIFT) | (uint256(position.claimedReleases) << CLAIMED_SHIFT)
            | (uint256(position.releasesAtRevoke) << AT_REVOKE_SHIFT) | (_toBit(position.isActive) << ACTIVE_SHIFT)
            | (_toBit(position.revocable) << REVOCABLE_SHIFT);
    }

    /// @dev A {StoredPosition} word as its `Position`.
    function _unpack(uint256 word) private pure returns (Position memory) {
        return Position({
            tgeAmount: uint96(word),
            totalAmount: uint104(word >> TOTAL_SHIFT),
            releaseDay: uint8(word >> RELEASE_DAY_SHIFT),
            months: uint8(word >> MONTHS_SHIFT),
            cliffMonths: uint8(word >> CLIFF_SHIFT),
            claimedReleases: uint8(word >> CLAIMED_SHIFT),
            releasesAtRevoke: uint8(word >> AT_REVOKE_SHIFT),
            isActive: uint8(word >> ACTIVE_SHIFT) != 0,
            revocable: uint8(word >> REVOCABLE_SHIFT) != 0
        });
    }

    function _toBit(bool value) private pure returns (uint256 bit) {
        if (value) {
            bit = 1;
        }
    }

    /// @dev A standard schedule in the even form: no TGE part, no cliff, active and not revocable.
    function _standardPosition(Record memory record) private view returns (Position memory) {
        return Position({
            tgeAmount: 0,
            totalAmount: record.standardTotal,
            releaseDay: standardReleaseDay,
            months: uint8(STANDARD_MONTHS),
            cliffMonths: 0,
            claimedReleases: record.standardClaimedReleases,
            releasesAtRevoke: 0,
            isActive: true,
            revocable: false
        });
    }

    /// @dev The number of releases come due: the TGE part from TGE on, then one per monthly release passed; frozen at
    /// revoke time for a revoked schedule. 0 for an unknown schedule (all-zero position).
    function _releasesDue(Position memory position) private view returns (uint256) {
        return _releasesDue(position.isActive, position.releasesAtRevoke, position.releaseDay, position.months);
    }

    function _releasesDue(
        bool isActive,
        uint256 releasesAtRevoke,
        uint256 releaseDay,
        uint256 months
    )
        private
        view
        returns (uint256)
    {
        if (!isActive) {
            return releasesAtRevoke;
        }
        if (block.timestamp < tgeTimestamp) {
            return 0;
        }
        // Calendar.monthsElapsedSince written out: the claim saves a call frame.
        (uint256 monthIndex, uint256 offsetInMonth) = Calendar.monthAndOffset(block.timestamp);
        uint256 passed;
        unchecked {
            // block.timestamp >= tgeTimestamp, hence monthIndex >= _tgeMonthIndex; releaseDay is 1..28. This month's
            // release has not happened yet when we are before (releaseDay, TGE's time of day).
            passed = monthIndex - _tgeMonthIndex;
            if (offsetInMonth < (releaseDay - 1) * Calendar.SECONDS_PER_DAY + _tgeTimeOfDay) {
                if (passed != 0) {
                    passed -= 1;
                }
            }
        }
        return VestingMath.releasesDue(passed, months);
    }

    /// @dev The sum of the first `releases` releases (release 0 is the TGE part, release m the m-th monthly amount);
    /// `releases` is at most months + 1. The listed form reads it, the even form computes it.
    function _cumulative(
        uint256 scheduleId,
        Position memory position,
        uint256 releases
    )
        private
        view
        returns (uint256)
    {
        uint256 total = position.totalAmount;
        if (total != 0) {
            return VestingMath.evenCumulative(
                position.tgeAmount, total, position.months, position.cliffMonths, releases
            );
        }
        if (releases == 0) {
            return 0;
        }
        TotalsPair memory pair = _listedTotals[scheduleId][(releases - 1) / 2];
        return (releases - 1) % 2 == 0 ? pair.even : pair.odd;
    }

    /// @dev Lane `lane` (1 on: the ids) of `beneficiary`'s flat index list.
    function _indexLane(address beneficiary, uint256 lane) private view returns (uint256) {
        return _index[beneficiary][lane / 4][lane % 4];
    }

    function _setIndexLane(address beneficiary, uint256 lane, uint256 value) private {
        _index[beneficiary][lane / 4][lane % 4] = uint64(value);
    }

    /// @dev The number of ids in `beneficiary`'s index (lane 0's low 32 bits).
    function _indexCount(address beneficiary) private view returns (uint256) {
        return _index[beneficiary][0][0] & COUNT_MASK;
    }

    /// @dev Sets the count, keeping the nonce beside it.
    function _setIndexCount(address beneficiary, uint256 count) private {
        uint64[4] storage head = _index[beneficiary][0];
        head[0] = uint64((head[0] & ~COUNT_MASK) | SafeCast.toUint32(count));
    }

    /// @dev Returns `beneficiary`'s signed-claim nonce and moves it on (checked: reverts after 2^32 of them).
    function _useNonce(address beneficiary) private returns (uint256 nonce) {
        uint64[4] storage head = _index[beneficiary][0];
        uint64 lane = head[0];
        nonce = lane >> NONCE_SHIFT;
        head[0] = lane + uint64(1 << NONCE_SHIFT);
    }

    function _addToIndex(address beneficiary, uint256 scheduleId) private {
        uint256 count = _indexCount(beneficiary);
        _setIndexLane(beneficiary, count + 1, SafeCast.toUint64(scheduleId));
        _setIndexCount(beneficiary, count + 1);
    }

    /// @dev Takes an accepted gift off its recipient's pending list (swap and pop).
    function _removeGift(address recipient, uint256 scheduleId) private {
        uint256[] storage gifts = _pendingGifts[recipient];
        uint256 last = gifts.length - 1;
        for (uint256 i = 0; i <= last; ++i) {
            if (gifts[i] == scheduleId) {
                gifts[i] = gifts[last];
                gifts.pop();
                return;
            }
        }
    }

    /// @dev Puts `scheduleId` first in `beneficiary`'s list; the one it displaces moves to the end.
    function _addToIndexFirst(address beneficiary, uint256 scheduleId) private {
        uint256 count = _indexCount(beneficiary);
        if (count != 0) {
            _setIndexLane(beneficiary, count + 1, _indexLane(beneficiary, 1));
        }
        _setIndexLane(beneficiary, 1, SafeCast.toUint64(scheduleId));
        _setIndexCount(beneficiary, count + 1);
    }

    /// @dev Moves the last id into the removed one's place, as an array's swap-and-pop does.
    function _removeFromIndex(address beneficiary, uint256 scheduleId) private {
        uint256 count = _indexCount(beneficiary);
        for (uint256 lane = 1; lane <= count; ++lane) {
            if (_indexLane(beneficiary, lane) == scheduleId) {
                _setIndexLane(beneficiary, lane, _indexLane(beneficiary, count));
                _setIndexLane(beneficiary, count, 0);
                _setIndexCount(beneficiary, count - 1);
                return;
            }
        }
    }

    function _checkReleaseDay(uint256 releaseDay) private pure {
        if (releaseDay == 0 || releaseDay > 28) {
            revert Errors.GMVesting_ReleaseDayOutOfRange(releaseDay);
        }
    }

    /// @dev Reverts for `caller`, who is not `beneficiary`, the current beneficiary of `scheduleId` (zero if none or a
    /// gift not accepted yet).
    function _revertNotBeneficiary(uint256 scheduleId, address beneficiary, address caller) private view {
        if (beneficiary == address(0) && _pendingBeneficiaries[scheduleId] == address(0)) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        revert Errors.GMVesting_NotBeneficiary(scheduleId, caller);
    }
}
