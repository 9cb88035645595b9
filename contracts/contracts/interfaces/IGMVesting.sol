// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { ISignatureVerifier } from "./ISignatureVerifier.sol";

/// @title IGMVesting
/// @notice Monthly calendar vesting of GM for one allocation type (PUBLIC, BACKER, ECOSYSTEM, TEAM or MARKETING).
/// A schedule releases `tgeAmount` at the contract's TGE, then `monthlyAmounts[m - 1]` at
/// `calculateReleaseTimestamp(tgeTimestamp, m, releaseDay)`: in the calendar month of TGE + m, on `releaseDay`, at
/// TGE's UTC time of day. Schedules are fully funded when created. Schedule ids start at 1; 0 means "none".
/// Only schedules the owner created are revocable; schedules an authorised scheduler created (the PUBLIC schedules
/// GMChallenge creates at claim time) belong to their beneficiary for good. Scheduler grants are permanent.
/// A claim can name its recipient (`claimTo`) and can be signed by the beneficiary and sent by anyone (`claimViaSig`,
/// EIP-712 `Claim` in the domain "GMVesting" / "1" of this contract, see {SignatureTypes}).
/// @dev The claim history is the `Claimed` event log, not storage; `ClaimedTo` names the recipient of a claim paid to
/// another address than the beneficiary.
interface IGMVesting {
    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice A schedule as returned by `getVestingSchedule`.
    /// @param beneficiary The address that may claim.
    /// @param totalAmount `tgeAmount` + the sum of `monthlyAmounts`.
    /// @param tgeAmount The amount released at `tgeTimestamp`.
    /// @param claimed The amount claimed so far.
    /// @param isActive False once revoked.
    /// @param releaseDay The day of month (1..28) of every monthly release.
    /// @param monthlyAmounts `monthlyAmounts[m - 1]` releases at `calculateReleaseTimestamp(tge, m, releaseDay)`.
    /// @param revocable Whether the owner may `revoke` it: true when the owner created it, false when a scheduler did.
    struct VestingSchedule {
        address beneficiary;
        uint256 totalAmount;
        uint256 tgeAmount;
        uint256 claimed;
        bool isActive;
        uint8 releaseDay;
        uint256[] monthlyAmounts;
        bool revocable;
    }

    /// @notice Progress of a schedule as returned by `getVestingInfo`.
    /// @param claimedTotal The amount claimed so far.
    /// @param vestedTotal The amount released so far (TGE part + passed months), capped at revoke time.
    /// @param totalAllocation The schedule's `totalAmount`.
    /// @param monthsElapsed The monthly releases that have passed (capped at the schedule's month count, and at
    /// revoke time for a revoked schedule).
    /// @param claimableMonths The passed monthly releases not yet fully claimed.
    struct VestingInfo {
        uint256 claimedTotal;
        uint256 vestedTotal;
        uint256 totalAllocation;
        uint256 monthsElapsed;
        uint256 claimableMonths;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       EVENTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Emitted when a schedule is created and funded.
    event VestingScheduleCreated(
        uint256 indexed scheduleId, address indexed beneficiary, uint256 totalAmount, uint256 tgeAmount, uint8 releaseDay
    );

    /// @notice Emitted on every claim; the event log is the claim history.
    event Claimed(uint256 indexed scheduleId, address indexed beneficiary, uint256 amount, uint256 timestamp);

    /// @notice Emitted right after {Claimed} when that claim paid `recipient` instead of the beneficiary (`claimTo`,
    /// `claimViaSig`): the claimed `amount` was credited to `recipient`.
    event ClaimedTo(
        uint256 indexed scheduleId, address indexed beneficiary, address indexed recipient, uint256 amount
    );

    /// @notice Emitted when the owner revokes a schedule; `unvestedReturned` went back to the treasury.
    event VestingScheduleRevoked(uint256 indexed scheduleId, uint256 unvestedReturned);

    /// @notice Emitted when the beneficiary proposes to hand a schedule over to `to`; `to` is the zero address when
    /// the beneficiary withdraws a proposal.
    event BeneficiaryChangeProposed(uint256 indexed scheduleId, address indexed from, address indexed to);

    /// @notice Emitted when the proposed beneficiary accepts a schedule: it now belongs to `to`.
    event BeneficiaryChanged(uint256 indexed scheduleId, address indexed from, address indexed to);

    /// @notice Emitted when the owner authorises a scheduler (`allowed` true), or confirms that a non-scheduler is
    /// not one (`allowed` false).
    event SchedulerSet(address indexed scheduler, bool allowed);

    /// @notice Emitted when the owner changes the treasury that receives revoked, unvested tokens.
    event TreasurySet(address indexed treasury);

    /*//////////////////////////////////////////////////////////////////////////
                                   CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice The maximum number of monthly tranches of one schedule.
    function MAX_MONTHS() external view returns (uint256);

    /// @notice The month count of a schedule created with `createStandardSchedule` (a PUBLIC claim: 6).
    function STANDARD_MONTHS() external view returns (uint256);

    /// @notice The release day of a schedule created with `createStandardSchedule`: TGE's UTC day of month, or 28
    /// when TGE falls on the 29th to 31st.
    function standardReleaseDay() external view returns (uint8);

    /// @notice The vested token.
    function token() external view returns (IERC20);

    /// @notice The TGE timestamp (unix seconds, UTC) every schedule of this contract is anchored to.
    function tgeTimestamp() external view returns (uint256);

    /// @notice The allocation type label, e.g. "PUBLIC" or "TEAM".
    function claimType() external view returns (string memory);

    /// @notice Receives the unvested remainder of revoked schedules.
    function treasury() external view returns (address);

    /// @notice Whether `account` may create schedules besides the owner. Once true, true for good.
    function isScheduler(address account) external view returns (bool);

    /// @notice The number of schedules created; ids run from 1 to `scheduleCount()`.
    function scheduleCount() external view returns (uint256);

    /// @notice The schedule with id `scheduleId`; an all-zero schedule when the id is unknown.
    function getVestingSchedule(uint256 scheduleId) external view returns (VestingSchedule memory);

    /// @notice Progress of schedule `scheduleId` at the current block time; all zero when the id is unknown.
    function getVestingInfo(uint256 scheduleId) external view returns (VestingInfo memory);

    /// @notice What the beneficiary can claim now: vested minus claimed (0 for an unknown id).
    function claimableAmount(uint256 scheduleId) external view returns (uint256);

    /// @notice The amount released so far (0 for an unknown id); for a revoked schedule, what had vested at revoke.
    function calculateVestedAmount(uint256 scheduleId) external view returns (uint256);

    /// @notice Calendar months passed since TGE, each counted on TGE's own day of month and time of day
    /// (0 before TGE and during TGE's first month).
    function getCurrentVestingMonth() external view returns (uint256);

    /// @notice The timestamp of monthly release `month`: the calendar month of `tge` + `month`, day `releaseDay`, at
    /// `tge`'s UTC time of day.
    /// @dev Requirements:
    /// - `releaseDay` must be within 1..28.
    /// @param tge The TGE timestamp (unix seconds).
    /// @param month The 1-based month number.
    /// @param releaseDay The day of month of the release.
    function calculateReleaseTimestamp(uint256 tge, uint256 month, uint8 releaseDay) external pure returns (uint256);

    /// @notice The `index`-th schedule id whose beneficiary is `beneficiary`.
    /// @dev Reverts with a panic when `index` is out of range; read `beneficiaryScheduleCount` first.
    function beneficiarySchedules(address beneficiary, uint256 index) external view returns (uint256);

    /// @notice The number of schedules whose beneficiary is `beneficiary`.
    function beneficiaryScheduleCount(address beneficiary) external view returns (uint256);

    /// @notice The first schedule id of `user`, 0 when it has none. A schedule only ever joins a user's list when it
    /// is created for the user or the user accepts it (`acceptBeneficiary`, or claiming a gift), so nobody else can
    /// choose what it returns; a scheduler's own schedule for the user (`createStandardSchedule`: the PUBLIC claim)
    /// always goes first, ahead of any gift accepted earlier.
    function getUserVestingScheduleId(address user) external view returns (uint256);

    /// @notice The address proposed by `changeBeneficiary`, or the recipient of a gift (`createGiftSchedule`), that
    /// may accept schedule `scheduleId`; the zero address when there is no proposal. A gift not accepted yet reads with
    /// a zero beneficiary in `getVestingSchedule`.
    function pendingBeneficiary(uint256 scheduleId) external view returns (address);

    /// @notice The gifts waiting for `recipient`'s acceptance (`createGiftSchedule`), oldest first unless one was
    /// accepted in between; kept apart from `recipient`'s own list (`beneficiarySchedules`).
    function pendingGifts(address recipient) external view returns (uint256[] memory);

    /// @notice The nonce `beneficiary`'s next signed claim (`claimViaSig`) must carry: `beneficiary`'s address shifted
    /// left by 32 bits, plus a counter that starts at 0 and moves on after each signed claim that went through and
    /// each time a schedule of `beneficiary` is handed over to someone else (one counter per beneficiary for all its
    /// schedules). The address binds a signature to its signer (a smart account answering EIP-1271 for the same key
    /// never accepts the key's own signatures); the handover step ends every permission signed before it, even if the
    /// schedule comes back.
    function nonces(address beneficiary) external view returns (uint256);

    /// @notice The stateless helper that checks signed claims (ECDSA, EIP-1271, EIP-6492); this contract deployed it.
    function signatureVerifier() external view returns (ISignatureVerifier);

    /// @notice The chain's Chainlink VRF wrapper (the one GMChallenge uses), refused as a recipient; zero if none.
    function vrfWrapper() external view returns (address);

    /*//////////////////////////////////////////////////////////////////////////
                                 NON-CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Creates a schedule and pulls its `totalAmount` from the caller with `transferFrom`. The schedule is
    /// revocable when the caller is the owner, and not revocable when the caller is a scheduler.
    /// @dev Emits a {VestingScheduleCreated} event.
    ///
    /// Requirements:
    /// - The caller must be the owner or an authorised scheduler, and must have approved `totalAmount`.
    /// - `beneficiary` must not be the zero address (`GMVesting_ZeroAddress`), the token, the VRF wrapper or a contract
    /// of a GM Claim deployment (`GMVesting_InvalidRecipient`).
    /// - `releaseDay` must be within 1..28.
    /// - `monthlyAmounts` must hold at most `MAX_MONTHS()` entries.
    /// - `tgeAmount` + the sum of `monthlyAmounts` must be positive and fit in 128 bits.
    ///
    /// @param beneficiary The address that may claim.
    /// @param tgeAmount The amount released at TGE.
    /// @param releaseDay The day of month of each monthly release.
    /// @param monthlyAmounts The monthly tranches, month 1 first.
    /// @return scheduleId The id of the new schedule.
    function createVestingSchedule(
        address beneficiary,
        uint256 tgeAmount,
        uint8 releaseDay,
        uint256[] calldata monthlyAmounts
    )
        external
        returns (uint256 scheduleId);

    /// @notice Creates several schedules with one token transfer; see `createVestingSchedule`.
    /// @dev Emits one {VestingScheduleCreated} event per schedule.
    ///
    /// Requirements:
    /// - The four arrays must have the same length.
    /// - Every entry must satisfy the requirements of `createVestingSchedule`.
    ///
    /// @return scheduleIds The ids of the new schedules, in input order.
    function createVestingSchedules(
        address[] calldata beneficiaries,
        uint256[] calldata tgeAmounts,
        uint8[] calldata releaseDays,
        uint256[][] calldata monthlyAmounts
    )
        external
        returns (uint256[] memory scheduleIds);

    /// @notice Creates a scheduler's standard schedule for `beneficiary` and pulls `amount` from the caller with
    /// `transferFrom`: no TGE part, then `STANDARD_MONTHS()` equal monthly amounts (`amount / STANDARD_MONTHS()`, the
    /// rounding remainder added to the last) on `standardReleaseDay()`. It reads exactly as the schedule
    /// `createVestingSchedule(beneficiary, 0, standardReleaseDay(), monthlyAmounts)` with those amounts would, is stored
    /// in a single slot, and is never revocable. GMChallenge creates every PUBLIC claim's own schedule this way; it
    /// goes first in the beneficiary's list (`getUserVestingScheduleId`).
    /// @dev Emits a {VestingScheduleCreated} event.
    ///
    /// Requirements:
    /// - The caller must be an authorised scheduler, and must have approved `amount`.
    /// - `beneficiary` must not be the zero address.
    /// - `amount` must be positive and fit in 104 bits.
    ///
    /// @param beneficiary The address that may claim.
    /// @param amount The schedule's total.
    /// @return scheduleId The id of the new schedule.
    function createStandardSchedule(address beneficiary, uint256 amount) external returns (uint256 scheduleId);

    /// @notice Creates a scheduler's standard schedule (see `createStandardSchedule`) as a gift to `recipient`: it has
    /// no beneficiary until `recipient` accepts it, with `acceptBeneficiary` or by claiming it (`claim`, `claimTo`,
    /// `claimViaSig` signed by `recipient`), and joins `recipient`'s list only then. Until then only `recipient` can
    /// ever take it, and it stays out of `recipient`'s list, so a gift never hides or blocks `recipient`'s own
    /// schedules. GMChallenge creates the schedule of a PUBLIC claim sent to another address this way.
    /// @dev Emits a {VestingScheduleCreated} event with a zero beneficiary, then {BeneficiaryChangeProposed} from the
    /// zero address to `recipient`.
    ///
    /// Requirements:
    /// - The caller must be an authorised scheduler, and must have approved `amount`.
    /// - `recipient` must not be the zero address, the token, the VRF wrapper or a contract of a GM Claim deployment
    /// (`GMVesting_InvalidRecipient`).
    /// - `amount` must be positive and fit in 104 bits.
    ///
    /// @param recipient The address that may accept the schedule.
    /// @param amount The schedule's total.
    /// @return scheduleId The id of the new schedule.
    function createGiftSchedule(address recipient, uint256 amount) external returns (uint256 scheduleId);

    /// @notice Transfers everything claimable of schedule `scheduleId` to its beneficiary. Works for revoked
    /// schedules too: what vested before the revoke stays claimable.
    /// @dev Emits a {Claimed} event.
    ///
    /// Requirements:
    /// - The schedule must exist and the caller must be its beneficiary, or the recipient of a gift not accepted yet
    /// (the claim then accepts it first, as `acceptBeneficiary` does, and emits {BeneficiaryChanged}).
    /// - The claimable amount must be positive.
    function claim(uint256 scheduleId) external;

    /// @notice Transfers everything claimable of schedule `scheduleId` to `recipient`; see `claim`. The schedule
    /// stays the caller's.
    /// @dev Emits a {Claimed} event, then a {ClaimedTo} event when `recipient` is not the caller.
    ///
    /// Requirements:
    /// - `recipient` must not be the zero address, the token, the VRF wrapper or a contract of a GM Claim deployment
    /// (this one, any GMVesting, GMChallenge, any SignatureVerifier: `GMVesting_InvalidRecipient`).
    /// - The schedule must exist and the caller must be its beneficiary, or the recipient of a gift not accepted yet
    /// (accepted first, as in `claim`).
    /// - The claimable amount must be positive.
    function claimTo(uint256 scheduleId, address recipient) external;

    /// @notice Transfers everything claimable of schedule `scheduleId` to `recipient`, authorised by the
    /// beneficiary's signature; anyone may send it (a relayer pays the gas). The beneficiary signs the EIP-712
    /// `Claim(uint256 scheduleId,address recipient,uint256 nonce,uint256 deadline)` of this contract's domain (name
    /// "GMVesting", version "1", the chain id, this contract) with `nonce = nonces(beneficiary)`. An EOA signs with
    /// ECDSA, a deployed smart account answers EIP-1271, an account not deployed yet signs EIP-6492 (its factory is
    /// called by `signatureVerifier()`, never by this contract).
    /// @dev Emits a {Claimed} event, then a {ClaimedTo} event when `recipient` is not the beneficiary. Consumes the
    /// nonce, so the signature works once.
    ///
    /// Requirements:
    /// - `recipient` must not be the zero address, the token, the VRF wrapper or a contract of a GM Claim deployment
    /// (this one, any GMVesting, GMChallenge, any SignatureVerifier: `GMVesting_InvalidRecipient`).
    /// - `block.timestamp` must be at most `deadline` (`GMVesting_SignatureExpired`).
    /// - The schedule must exist (`GMVesting_ScheduleNotFound`).
    /// - `signature` must be the current beneficiary's (for a gift not accepted yet: its recipient's, and the claim
    /// accepts it) over this schedule, recipient, nonce and deadline on this chain and contract
    /// (`GMVesting_InvalidSignature`).
    /// - The claimable amount must be positive.
    ///
    /// @param deadline The last second (unix, inclusive) the signature is valid.
    /// @param signature A 65-byte ECDSA signature, an EIP-1271 signature or an EIP-6492 wrapped signature.
    function claimViaSig(uint256 scheduleId, address recipient, uint256 deadline, bytes calldata signature) external;

    /// @notice Proposes to hand schedule `scheduleId` over to `newBeneficiary`, who must accept it with
    /// `acceptBeneficiary`; until then nothing moves. A new proposal replaces the previous one; proposing the zero
    /// address withdraws it.
    /// @dev Emits a {BeneficiaryChangeProposed} event.
    ///
    /// Requirements:
    /// - The schedule must exist and the caller must be its beneficiary.
    /// - `newBeneficiary` must not be the current beneficiary.
    /// - `newBeneficiary` must not be the token, the VRF wrapper or a contract of a GM Claim deployment
    /// (`GMVesting_InvalidRecipient`): a SignatureVerifier could accept it on anyone's behalf.
    function changeBeneficiary(uint256 scheduleId, address newBeneficiary) external;

    /// @notice Accepts schedule `scheduleId` proposed to the caller (or given to it: `createGiftSchedule`): the
    /// schedule, what was claimed of it and its entry in the beneficiary index move to the caller, the proposal is
    /// cleared, and the previous beneficiary's nonce moves on (see `nonces`).
    /// @dev Emits a {BeneficiaryChanged} event.
    ///
    /// Requirements:
    /// - The caller must be `pendingBeneficiary(scheduleId)` (never the zero address).
    function acceptBeneficiary(uint256 scheduleId) external;

    /// @notice Revokes schedule `scheduleId`: what has vested stays claimable by the beneficiary, the unvested rest
    /// returns to the treasury. Only schedules the owner created can be revoked.
    /// @dev Emits a {VestingScheduleRevoked} event.
    ///
    /// Requirements:
    /// - The caller must be the owner.
    /// - The schedule must exist, be revocable (created by the owner, not by a scheduler) and be active.
    function revoke(uint256 scheduleId) external;

    /// @notice Authorises `scheduler` to create schedules (`allowed` true). Grants are permanent, so that no owner can
    /// block the claims a scheduler such as GMChallenge makes.
    /// @dev Emits a {SchedulerSet} event.
    ///
    /// Requirements:
    /// - The caller must be the owner.
    /// - `scheduler` must not be the zero address.
    /// - When `allowed` is false, `scheduler` must not be a scheduler (`GMVesting_SchedulerCannotBeRemoved`).
    function setScheduler(address scheduler, bool allowed) external;

    /// @notice Sets the treasury that receives revoked, unvested tokens.
    /// @dev Emits a {TreasurySet} event.
    ///
    /// Requirements:
    /// - The caller must be the owner.
    /// - `newTreasury` must not be the zero address.
    function setTreasury(address newTreasury) external;
}
