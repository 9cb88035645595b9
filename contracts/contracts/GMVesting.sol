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
/// @dev Storage is packed for cheap claims: a claim reads three slots (beneficiary + claimed, the schedule's
/// parameters, one cumulative amount) and writes one. The monthly amounts are stored as running totals that include
/// the TGE part, so the vested amount after `k` months is a single read.
contract GMVesting is IGMVesting, Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Slot 1: who may claim and how much they did.
    struct Claim {
        address beneficiary;
        uint96 claimed;
    }

    /// @dev Slot 2: the schedule's parameters.
    struct Params {
        uint96 totalAmount;
        uint96 tgeAmount;
        uint8 releaseDay;
        uint8 months;
        bool isActive;
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

    /// @inheritdoc IGMVesting
    address public override treasury;

    /// @inheritdoc IGMVesting
    uint256 public override scheduleCount;

    /// @inheritdoc IGMVesting
    mapping(address account => bool allowed) public override isScheduler;

    string private _claimType;

    mapping(uint256 scheduleId => Claim claim) private _claims;
    mapping(uint256 scheduleId => Params params) private _params;

    /// @dev Running totals: `_vestedAfter[id][k]` = tgeAmount + the first `k` monthly amounts.
    mapping(uint256 scheduleId => mapping(uint256 months => uint256 vested)) private _vestedAfter;

    /// @dev What had vested when a schedule was revoked; read only for revoked schedules.
    mapping(uint256 scheduleId => uint256 vested) private _vestedAtRevoke;

    /// @dev Months elapsed at revoke time, for `getVestingInfo` of revoked schedules.
    mapping(uint256 scheduleId => uint256 months) private _monthsAtRevoke;

    mapping(address beneficiary => uint256[] scheduleIds) private _beneficiarySchedules;

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

    /// @param initialOwner The owner (creates and revokes schedules, manages schedulers and the treasury).
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
        Params memory params = _params[scheduleId];
        if (params.totalAmount == 0) {
            return schedule;
        }
        Claim memory claim_ = _claims[scheduleId];
        schedule.beneficiary = claim_.beneficiary;
        schedule.totalAmount = params.totalAmount;
        schedule.tgeAmount = params.tgeAmount;
        schedule.claimed = claim_.claimed;
        schedule.isActive = params.isActive;
        schedule.releaseDay = params.releaseDay;
        schedule.monthlyAmounts = new uint256[](params.months);
        uint256 previous = params.tgeAmount;
        for (uint256 m = 1; m <= params.months; ++m) {
            uint256 cumulative = _vestedAfter[scheduleId][m];
            schedule.monthlyAmounts[m - 1] = cumulative - previous;
            previous = cumulative;
        }
    }

    /// @inheritdoc IGMVesting
    function getVestingInfo(uint256 scheduleId) external view override returns (VestingInfo memory info) {
        Params memory params = _params[scheduleId];
        if (params.totalAmount == 0) {
            return info;
        }
        info.claimedTotal = _claims[scheduleId].claimed;
        info.totalAllocation = params.totalAmount;
        if (params.isActive) {
            info.monthsElapsed = _monthsElapsed(params);
            info.vestedTotal = _vestedAfterMonths(scheduleId, params, info.monthsElapsed);
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
        return _vestedAmount(scheduleId, _params[scheduleId]) - _claims[scheduleId].claimed;
    }

    /// @inheritdoc IGMVesting
    function calculateVestedAmount(uint256 scheduleId) external view override returns (uint256) {
        return _vestedAmount(scheduleId, _params[scheduleId]);
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
        (scheduleId, totalAmount) = _create(beneficiary, tgeAmount, releaseDay, monthlyAmounts);

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
        for (uint256 i = 0; i < count; ++i) {
            uint256 totalAmount;
            (scheduleIds[i], totalAmount) = _create(beneficiaries[i], tgeAmounts[i], releaseDays[i], monthlyAmounts[i]);
            sum += totalAmount;
        }

        // Interactions
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: sum });
    }

    /// @inheritdoc IGMVesting
    function claim(uint256 scheduleId) external override nonReentrant {
        // Checks
        Claim memory claim_ = _claims[scheduleId];
        if (claim_.beneficiary != msg.sender) {
            _revertNotBeneficiary(scheduleId, claim_.beneficiary);
        }
        uint256 vested = _vestedAmount(scheduleId, _params[scheduleId]);
        uint256 amount = vested - claim_.claimed;
        if (amount == 0) {
            revert Errors.GMVesting_NothingToClaim(scheduleId);
        }

        // Effects: vested fits 96 bits because it never exceeds the schedule's 96-bit total.
        _claims[scheduleId].claimed = uint96(vested);

        // Interactions
        token.safeTransfer({ to: msg.sender, value: amount });
        emit Claimed({ scheduleId: scheduleId, beneficiary: msg.sender, amount: amount, timestamp: block.timestamp });
    }

    /// @inheritdoc IGMVesting
    function changeBeneficiary(uint256 scheduleId, address newBeneficiary) external override {
        // Checks
        address current = _claims[scheduleId].beneficiary;
        if (current != msg.sender) {
            _revertNotBeneficiary(scheduleId, current);
        }
        if (newBeneficiary == address(0)) {
            revert Errors.GMVesting_ZeroAddress();
        }
        if (newBeneficiary == current) {
            revert Errors.GMVesting_SameBeneficiary(newBeneficiary);
        }

        // Effects
        _claims[scheduleId].beneficiary = newBeneficiary;
        uint256[] storage ids = _beneficiarySchedules[current];
        uint256 last = ids.length - 1;
        for (uint256 i = 0; i <= last; ++i) {
            if (ids[i] == scheduleId) {
                ids[i] = ids[last];
                ids.pop();
                break;
            }
        }
        _beneficiarySchedules[newBeneficiary].push(scheduleId);
        emit BeneficiaryChanged({ scheduleId: scheduleId, from: current, to: newBeneficiary });
    }

    /// @inheritdoc IGMVesting
    function revoke(uint256 scheduleId) external override onlyOwner nonReentrant {
        // Checks
        Params memory params = _params[scheduleId];
        if (params.totalAmount == 0) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        if (!params.isActive) {
            revert Errors.GMVesting_ScheduleRevoked(scheduleId);
        }

        // Effects
        uint256 months = _monthsElapsed(params);
        uint256 vested = _vestedAfterMonths(scheduleId, params, months);
        uint256 unvested = params.totalAmount - vested;
        _params[scheduleId].isActive = false;
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

    /// @dev Validates and stores one schedule; returns its id and total.
    function _create(
        address beneficiary,
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] calldata monthlyAmounts
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
        if (totalAmount > type(uint96).max) {
            revert Errors.GMVesting_AmountTooLarge(totalAmount);
        }

        _claims[scheduleId] = Claim({ beneficiary: beneficiary, claimed: 0 });
        _params[scheduleId] = Params({
            totalAmount: uint96(totalAmount),
            tgeAmount: uint96(tgeAmount),
            releaseDay: releaseDay,
            months: uint8(months),
            isActive: true
        });
        _beneficiarySchedules[beneficiary].push(scheduleId);

        emit VestingScheduleCreated({
            scheduleId: scheduleId,
            beneficiary: beneficiary,
            totalAmount: totalAmount,
            tgeAmount: tgeAmount,
            releaseDay: releaseDay
        });
    }

    /// @dev The amount released so far; 0 for unknown ids and before TGE.
    function _vestedAmount(uint256 scheduleId, Params memory params) private view returns (uint256) {
        if (!params.isActive) {
            // Unknown ids have an all-zero slot, hence no revoke record either.
            return _vestedAtRevoke[scheduleId];
        }
        return _vestedAfterMonths(scheduleId, params, _monthsElapsed(params));
    }

    /// @dev The running total after `months` monthly releases (0 before TGE).
    function _vestedAfterMonths(
        uint256 scheduleId,
        Params memory params,
        uint256 months
    )
        private
        view
        returns (uint256)
    {
        if (block.timestamp < tgeTimestamp) {
            return 0;
        }
        if (months == 0) {
            return params.tgeAmount;
        }
        return _vestedAfter[scheduleId][months];
    }

    /// @dev Monthly releases that have passed, capped at the schedule's month count.
    function _monthsElapsed(Params memory params) private view returns (uint256 months) {
        months = Calendar.monthsElapsed(tgeTimestamp, params.releaseDay, block.timestamp);
        if (months > params.months) {
            months = params.months;
        }
    }

    function _checkReleaseDay(uint256 releaseDay) private pure {
        if (releaseDay == 0 || releaseDay > 28) {
            revert Errors.GMVesting_ReleaseDayOutOfRange(releaseDay);
        }
    }

    function _revertNotBeneficiary(uint256 scheduleId, address beneficiary) private view {
        if (beneficiary == address(0)) {
            revert Errors.GMVesting_ScheduleNotFound(scheduleId);
        }
        revert Errors.GMVesting_NotBeneficiary(scheduleId, msg.sender);
    }
}
