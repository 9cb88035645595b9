// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { Ownable2Step } from "@openzeppelin/contracts/access/Ownable2Step.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import { IGMVesting } from "./interfaces/IGMVesting.sol";
import { Calendar } from "./libraries/Calendar.sol";
import { Errors } from "./libraries/Errors.sol";

/// @title GMVesting
/// @notice See the documentation in {IGMVesting}.
/// @dev Storage is laid out for cheap claims: the beneficiary's position is keyed by (beneficiary, id), so one read
/// both authorises the caller and yields what was claimed and the release day; the monthly amounts are stored as
/// running totals, so the vested amount is one more read. A claim reads two slots and writes one. Whether a schedule
/// is revocable is packed next to its beneficiary in `_recordOf`, a slot the claim path never reads.
contract GMVesting is IGMVesting, Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The beneficiary's view of a schedule, one slot. `releaseDay` is never 0 for an existing position.
    struct Position {
        uint128 claimed;
        uint8 releaseDay;
        uint8 months;
        bool isActive;
    }

    /// @dev Who a schedule belongs to, one slot. `revocable` is fixed at creation: true when the owner created the
    /// schedule, false when a scheduler did (PUBLIC schedules created by GMChallenge at claim time).
    struct Record {
        address beneficiary;
        bool revocable;
    }

    /// @dev The schedule's fixed amounts, one slot.
    struct Amounts {
        uint128 totalAmount;
        uint128 tgeAmount;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  STATE VARIABLES
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMVesting
    uint256 public constant override MAX_MONTHS = 120;

    /// @inheritdoc IGMVesting
    IERC20 public immutable override token;

    /// @inheritdoc IGMVesting
    uint256 public immutable override tgeTimestamp;

    /// @dev TGE's month index and time of day, precomputed for cheap claims (see {Calendar.monthAndOffset}).
    uint256 private immutable _tgeMonthIndex;
    uint256 private immutable _tgeTimeOfDay;

    /// @inheritdoc IGMVesting
    address public override treasury;

    /// @inheritdoc IGMVesting
    uint256 public override scheduleCount;

    /// @inheritdoc IGMVesting
    mapping(address account => bool allowed) public override isScheduler;

    string private _claimType;

    mapping(uint256 scheduleId => Record record) private _recordOf;
    mapping(address beneficiary => mapping(uint256 scheduleId => Position position)) private _positions;
    mapping(uint256 scheduleId => Amounts amounts) private _amounts;

    /// @dev Running totals: `_vestedAfter[id][k]` = tgeAmount + the first `k` monthly amounts (k = 1..months).
    mapping(uint256 scheduleId => mapping(uint256 months => uint256 vested)) private _vestedAfter;

    /// @dev What had vested when a schedule was revoked; read only for revoked schedules.
    mapping(uint256 scheduleId => uint256 vested) private _vestedAtRevoke;

    /// @dev Months elapsed at revoke time, for `getVestingInfo` of revoked schedules.
    mapping(uint256 scheduleId => uint256 months) private _monthsAtRevoke;

    mapping(address beneficiary => uint256[] scheduleIds) private _beneficiarySchedules;

    /// @dev Proposed by the beneficiary, waiting for acceptance; cleared when accepted or withdrawn.
    mapping(uint256 scheduleId => address beneficiary) private _pendingBeneficiaries;

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
    constructor(
        address initialOwner,
        IERC20 token_,
        uint256 tgeTimestamp_,
        address treasury_,
        string memory claimType_
    )
        Ownable(initialOwner)
    {
        if (address(token_) == address(0) || treasury_ == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        token = token_;
        tgeTimestamp = tgeTimestamp_;
        (_tgeMonthIndex,) = Calendar.monthAndOffset(tgeTimestamp_);
        _tgeTimeOfDay = tgeTimestamp_ % Calendar.SECONDS_PER_DAY;
        treasury = treasury_;
        _claimType = claimType_;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMVesting
    function claimType() external view override returns (string memory) {
        return _claimType;
    }

    /// @inheritdoc IGMVesting
    function getVestingSchedule(uint256 scheduleId) external view override returns (VestingSchedule memory schedule) {
        address beneficiary = _recordOf[scheduleId].beneficiary;
        if (beneficiary == address(0)) {
            return schedule;
        }
        Position memory position = _positions[beneficiary][scheduleId];
        Amounts memory amounts = _amounts[scheduleId];
        schedule.beneficiary = beneficiary;
        schedule.totalAmount = amounts.totalAmount;
        schedule.tgeAmount = amounts.tgeAmount;
        schedule.claimed = position.claimed;
        schedule.isActive = position.isActive;
        schedule.releaseDay = position.releaseDay;
        schedule.revocable = _recordOf[scheduleId].revocable;
        schedule.monthlyAmounts = new uint256[](position.months);
        uint256 previous = amounts.tgeAmount;
        for (uint256 m = 1; m <= position.months; ++m) {
            uint256 cumulative = _vestedAfter[scheduleId][m];
            schedule.monthlyAmounts[m - 1] = cumulative - previous;
            previous = cumulative;
        }
    }

    /// @inheritdoc IGMVesting
    function getVestingInfo(uint256 scheduleId) external view override returns (VestingInfo memory info) {
        address beneficiary = _recordOf[scheduleId].beneficiary;
        if (beneficiary == address(0)) {
            return info;
        }
        Position memory position = _positions[beneficiary][scheduleId];
        info.claimedTotal = position.claimed;
        info.totalAllocation = _amounts[scheduleId].totalAmount;
        if (position.isActive) {
            info.monthsElapsed = _monthsElapsed(position);
            info.vestedTotal = _vestedAfterMonths(scheduleId, position, info.monthsElapsed);
        } else {
            info.monthsElapsed = _monthsAtRevoke[scheduleId];
            info.vestedTotal = _vestedAtRevoke[scheduleId];
        }
        // Months whose running total is above what was claimed still hold something to claim.
        uint256 fullyClaimed = 0;
        while (fullyClaimed < info.monthsElapsed && _vestedAfter[scheduleId][fullyClaimed + 1] <= info.claimedTotal) {
            ++fullyClaimed;
        }
        info.claimableMonths = info.monthsElapsed - fullyClaimed;
    }

    /// @inheritdoc IGMVesting
    function claimableAmount(uint256 scheduleId) external view override returns (uint256) {
        Position memory position = _positions[_recordOf[scheduleId].beneficiary][scheduleId];
        return _vestedAmount(scheduleId, position) - position.claimed;
    }

    /// @inheritdoc IGMVesting
    function calculateVestedAmount(uint256 scheduleId) external view override returns (uint256) {
        return _vestedAmount(scheduleId, _positions[_recordOf[scheduleId].beneficiary][scheduleId]);
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
        return _beneficiarySchedules[beneficiary][index];
    }

    /// @inheritdoc IGMVesting
    function beneficiaryScheduleCount(address beneficiary) external view override returns (uint256) {
        return _beneficiarySchedules[beneficiary].length;
    }

    /// @inheritdoc IGMVesting
    function getUserVestingScheduleId(address user) external view override returns (uint256) {
        uint256[] storage ids = _beneficiarySchedules[user];
        return ids.length == 0 ? 0 : ids[0];
    }

    /// @inheritdoc IGMVesting
    function pendingBeneficiary(uint256 scheduleId) external view override returns (address) {
        return _pendingBeneficiaries[scheduleId];
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
    /// @dev No reentrancy guard needed: the only state change happens before the single external call.
    function claim(uint256 scheduleId) external override {
        // Checks: only the beneficiary has a position under its own address.
        Position storage stored = _positions[msg.sender][scheduleId];
        Position memory position = stored;
        if (position.releaseDay == 0) {
            _revertNotBeneficiary(scheduleId);
        }
        uint256 vested = _vestedAmount(scheduleId, position);
        uint256 amount;
        unchecked {
            // What is claimed is always a past vested amount, and vested amounts never decrease.
            amount = vested - position.claimed;
        }
        if (amount == 0) {
            revert Errors.GMVesting_NothingToClaim(scheduleId);
        }

        // Effects: vested fits 128 bits because it never exceeds the schedule's 128-bit total.
        stored.claimed = uint128(vested);

        // Interactions
        token.safeTransfer({ to: msg.sender, value: amount });
        emit Claimed({ scheduleId: scheduleId, beneficiary: msg.sender, amount: amount, timestamp: block.timestamp });
    }

    /// @inheritdoc IGMVesting
    /// @dev A proposal, not a transfer: pushing a schedule onto someone would let anyone choose what
    /// `getUserVestingScheduleId` returns for them (e.g. a dust schedule ahead of their real one).
    function changeBeneficiary(uint256 scheduleId, address newBeneficiary) external override {
        // Checks
        if (_positions[msg.sender][scheduleId].releaseDay == 0) {
            _revertNotBeneficiary(scheduleId);
        }
        if (newBeneficiary == msg.sender) {
            revert Errors.GMVesting_SameBeneficiary(newBeneficiary);
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
        address from = _recordOf[scheduleId].beneficiary;
        Position memory position = _positions[from][scheduleId];

        // Effects
        delete _pendingBeneficiaries[scheduleId];
        _recordOf[scheduleId].beneficiary = msg.sender;
        delete _positions[from][scheduleId];
        _positions[msg.sender][scheduleId] = position;
        uint256[] storage ids = _beneficiarySchedules[from];
        uint256 last = ids.length - 1;
        for (uint256 i = 0; i <= last; ++i) {
            if (ids[i] == scheduleId) {
                ids[i] = ids[last];
                ids.pop();
                break;
            }
        }
        _beneficiarySchedules[msg.sender].push(scheduleId);
        emit BeneficiaryChanged({ scheduleId: scheduleId, from: from, to: msg.sender });
    }

    /// @inheritdoc IGMVesting
    function revoke(uint256 scheduleId) external override onlyOwner nonReentrant {
        // Checks
        Record memory record = _recordOf[scheduleId];
        address beneficiary = record.beneficiary;
        if (beneficiary == address(0)) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        if (!record.revocable) {
            revert Errors.GMVesting_NotRevocable(scheduleId);
        }
        Position memory position = _positions[beneficiary][scheduleId];
        if (!position.isActive) {
            revert Errors.GMVesting_ScheduleRevoked(scheduleId);
        }

        // Effects
        uint256 months = _monthsElapsed(position);
        uint256 vested = _vestedAfterMonths(scheduleId, position, months);
        uint256 unvested = _amounts[scheduleId].totalAmount - vested;
        _positions[beneficiary][scheduleId].isActive = false;
        _vestedAtRevoke[scheduleId] = vested;
        _monthsAtRevoke[scheduleId] = months;

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

    /// @dev Validates and stores one schedule; returns its id and total. `revocable` is true only for the owner's
    /// schedules.
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
        _checkReleaseDay(releaseDay);
        uint256 months = monthlyAmounts.length;
        if (months > MAX_MONTHS) {
            revert Errors.GMVesting_TooManyMonths(months, MAX_MONTHS);
        }

        scheduleId = ++scheduleCount;
        totalAmount = tgeAmount;
        for (uint256 m = 1; m <= months; ++m) {
            totalAmount += monthlyAmounts[m - 1];
            _vestedAfter[scheduleId][m] = totalAmount;
        }
        if (totalAmount == 0) {
            revert Errors.GMVesting_ZeroTotalAmount();
        }
        if (totalAmount > type(uint128).max) {
            revert Errors.GMVesting_AmountTooLarge(totalAmount);
        }

        _recordOf[scheduleId] = Record({ beneficiary: beneficiary, revocable: revocable });
        _positions[beneficiary][scheduleId] =
            Position({ claimed: 0, releaseDay: releaseDay, months: uint8(months), isActive: true });
        _amounts[scheduleId] = Amounts({ totalAmount: uint128(totalAmount), tgeAmount: uint128(tgeAmount) });
        _beneficiarySchedules[beneficiary].push(scheduleId);

        emit VestingScheduleCreated({
            scheduleId: scheduleId,
            beneficiary: beneficiary,
            totalAmount: totalAmount,
            tgeAmount: tgeAmount,
            releaseDay: releaseDay
        });
    }

    /// @dev The amount released so far; 0 for unknown ids (all-zero position, no revoke record) and before TGE.
    function _vestedAmount(uint256 scheduleId, Position memory position) private view returns (uint256) {
        if (!position.isActive) {
            return _vestedAtRevoke[scheduleId];
        }
        if (block.timestamp < tgeTimestamp) {
            return 0;
        }
        return _amountAfterMonths(scheduleId, position, _monthsElapsedSinceTge(position));
    }

    /// @dev The running total after `months` monthly releases (0 before TGE); one storage read.
    function _vestedAfterMonths(
        uint256 scheduleId,
        Position memory position,
        uint256 months
    )
        private
        view
        returns (uint256)
    {
        if (block.timestamp < tgeTimestamp) {
            return 0;
        }
        return _amountAfterMonths(scheduleId, position, months);
    }

    /// @dev The running total after `months` monthly releases, TGE having passed; one storage read.
    function _amountAfterMonths(
        uint256 scheduleId,
        Position memory position,
        uint256 months
    )
        private
        view
        returns (uint256)
    {
        if (months == 0) {
            return _amounts[scheduleId].tgeAmount;
        }
        if (months == position.months) {
            return _amounts[scheduleId].totalAmount;
        }
        return _vestedAfter[scheduleId][months];
    }

    /// @dev Monthly releases that have passed, capped at the schedule's month count.
    function _monthsElapsed(Position memory position) private view returns (uint256 months) {
        if (block.timestamp < tgeTimestamp) {
            return 0;
        }
        return _monthsElapsedSinceTge(position);
    }

    /// @dev `_monthsElapsed` once TGE has passed.
    function _monthsElapsedSinceTge(Position memory position) private view returns (uint256 months) {
        unchecked {
            // releaseDay is 1..28.
            uint256 offset = (uint256(position.releaseDay) - 1) * Calendar.SECONDS_PER_DAY + _tgeTimeOfDay;
            months = Calendar.monthsElapsedSince(_tgeMonthIndex, offset, block.timestamp);
        }
        if (months > position.months) {
            months = position.months;
        }
    }

    function _checkReleaseDay(uint256 releaseDay) private pure {
        if (releaseDay == 0 || releaseDay > 28) {
            revert Errors.GMVesting_ReleaseDayOutOfRange(releaseDay);
        }
    }

    function _revertNotBeneficiary(uint256 scheduleId) private view {
        if (_recordOf[scheduleId].beneficiary == address(0)) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        revert Errors.GMVesting_NotBeneficiary(scheduleId, msg.sender);
    }
}
