// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { VRFV2PlusWrapperConsumerBase } from "@chainlink/contracts/src/v0.8/vrf/dev/VRFV2PlusWrapperConsumerBase.sol";
import { VRFV2PlusClient } from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { Ownable2Step } from "@openzeppelin/contracts/access/Ownable2Step.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { SafeCast } from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import { Address } from "@openzeppelin/contracts/utils/Address.sol";
import { ECDSA } from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import { MerkleProof } from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import { EIP712 } from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import { IGMChallenge } from "./interfaces/IGMChallenge.sol";
import { IGMDeploymentContract } from "./interfaces/IGMDeploymentContract.sol";
import { IGMVesting } from "./interfaces/IGMVesting.sol";
import { ISignatureVerifier } from "./interfaces/ISignatureVerifier.sol";
import { Errors } from "./libraries/Errors.sol";
import { Recipients } from "./libraries/Recipients.sol";
import { SignatureTypes } from "./libraries/SignatureTypes.sol";
import { SignatureVerifier } from "./SignatureVerifier.sol";

/// @title GMChallenge
/// @notice See the documentation in {IGMChallenge}.
/// @dev Accounting: `_owed` is everything users are owed (vestable + redeemable + stake and reservation of pending
/// bets + what the allocation roots reserved and their accounts have not registered yet: a root's total counts as
/// registered and owed from its proposal); `_supply - _registered` is funded capacity kept for registrations still to come, until the owner releases
/// it with `releaseSupply`; `_buffer` is free risk capital for winnings. The token balance always covers
/// `_owed + (_supply - _registered) + _buffer`; anything above `_owed + (_supply - _registered)` is surplus the owner
/// may withdraw.
contract GMChallenge is
    IGMChallenge,
    IGMDeploymentContract,
    VRFV2PlusWrapperConsumerBase,
    Ownable2Step,
    EIP712,
    ReentrancyGuardTransient
{
    using SafeERC20 for IERC20;

    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    enum BetStatus {
        None,
        Pending,
        Won,
        Lost,
        Cancelled
    }

    /// @dev One slot. After claim-and-vest `vestable` and `redeemable` stay frozen as the snapshot of the claim.
    /// `hasPendingBet` mirrors "the status of `_lastRequestId[user]` is Pending", so the checks every action makes read
    /// this slot only.
    struct Account {
        uint96 vestable;
        uint96 redeemable;
        uint40 claimedAt;
        bool isRegistered;
        bool hasClaimedAndVested;
        bool hasPendingBet;
    }

    /// @dev One slot, written once by `bet` (a fresh slot) and rewritten only to settle the bet. The odds are copied
    /// at request time so that table changes never affect pending bets. The blocks of a bet's steps are not stored:
    /// they are the blocks of its {BetRequested}, {BetResolved} and {BetCancelled} logs. The time of a cancel request
    /// lives in `_cancelRequestedAt`, written by the rare `requestCancelBet`.
    struct BetRecord {
        /// The bettor.
        address user;
        /// The stake in whole GM (`unit / 1e18`): `setBettingTable` accepts only whole-GM units up to `MAX_UNIT`, and a
        /// bet needs a table row, so every staked unit fits.
        uint16 unitGm;
        /// The multiplier, at most `MAX_MULTIPLE`.
        uint8 multiple;
        BetStatus status;
        /// The odds of the table row in force at the request, in basis points (at most 10,000).
        uint16 probBps;
        uint16 lossBps;
        /// The block timestamp of the request (uint32 seconds reach the year 2106); starts the cancel delay.
        uint32 requestedAt;
    }

    /// @dev Three slots: a proof registration reads the first and reads and writes the last.
    struct AllocationVersion {
        bytes32 root;
        bytes32 listHash;
        uint96 total;
        uint96 claimed;
        uint40 activatesAt;
        bool cancelled;
    }

    struct Odds {
        uint16 probBps;
        uint16 lossBps;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                     CONSTANTS
    //////////////////////////////////////////////////////////////////////////*/

    uint256 private constant BPS = 10_000;
    uint256 private constant MAX_MULTIPLE = 100;
    /// @dev One whole GM in 18-decimal units: the step of a betting-table unit.
    uint256 private constant WHOLE_GM = 1e18;
    uint32 private constant MIN_CALLBACK_GAS_LIMIT = 50_000;
    uint32 private constant MAX_CALLBACK_GAS_LIMIT = 2_500_000;

    /// @inheritdoc IGMChallenge
    uint256 public constant override MAX_UNIT = uint256(type(uint16).max) * WHOLE_GM;

    /// @inheritdoc IGMChallenge
    uint256 public constant override MIN_CANCEL_DELAY = 1 hours;

    /// @inheritdoc IGMChallenge
    uint256 public constant override MAX_CANCEL_DELAY = 7 days;

    /// @inheritdoc IGMChallenge
    /// @dev 10 minutes is about 800 BSC blocks: far beyond the seconds a fulfilment already broadcast needs to land
    /// (Chainlink nodes re-broadcast stuck transactions with higher gas), yet short next to `cancelDelay` (>= 1 hour),
    /// so an honest bettor waits little longer for the stake.
    uint256 public constant override CANCEL_FINALIZE_DELAY = 10 minutes;

    /// @inheritdoc IGMChallenge
    uint256 public constant override MIN_ALLOCATION_ROOT_DELAY = 1 hours;

    /// @inheritdoc IGMChallenge
    uint256 public constant override MAX_ALLOCATION_ROOT_DELAY = 7 days;

    /// @inheritdoc IGMChallenge
    uint256 public constant override DEFAULT_ALLOCATION_ROOT_DELAY = 24 hours;

    /// @inheritdoc IGMChallenge
    uint256 public constant override OPENING_NOTICE = 24 hours;

    /// @inheritdoc IGMChallenge
    uint256 public constant override CLAIM_DEADLINE_NOTICE = 30 days;

    /*//////////////////////////////////////////////////////////////////////////
                                  STATE VARIABLES
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The type hashes of SignatureTypes, hashed once at deployment (the compiler would hash the type strings on
    /// every call).
    bytes32 private immutable _registerTypehash;
    bytes32 private immutable _authorizeTypehash;
    bytes32 private immutable _claimAndVestTypehash;

    /// @inheritdoc IGMChallenge
    ISignatureVerifier public immutable override signatureVerifier;

    /// @inheritdoc IGMChallenge
    IGMVesting public immutable override VESTING;

    /// @inheritdoc IGMChallenge
    IERC20 public immutable override token;

    /// @inheritdoc IGMChallenge
    uint256 public immutable override tgeTimestamp;

    /// @inheritdoc IGMChallenge
    uint8 public immutable override releaseDay;

    /// @inheritdoc IGMChallenge
    uint16 public immutable override requestConfirmations;

    uint96 private _buffer;
    uint96 private _owed;
    /// @dev Σ `unit * multiple` of the pending bets, in whole GM (units are whole GM): what the claim deadline's sweep
    /// leaves in place. In the slot `bet` and the fulfilment already write.
    uint64 private _pendingGm;
    uint128 private _supply;
    uint128 private _registered;

    /// @inheritdoc IGMChallenge
    uint256 public override amount_transferred;

    /// @inheritdoc IGMChallenge
    address public override signer;

    /// @dev At most `MAX_CALLBACK_GAS_LIMIT` (2,500,000 < 2^24): 24 bits leave room for the claim window in the slot
    /// every signed call already reads.
    uint24 private _callbackGasLimit;

    /// @inheritdoc IGMChallenge
    bool public override isOff;

    /// @dev The claim window (issue 34), in the signer's slot: `_claimsOpenAt` starts as `tgeTimestamp`; a zero
    /// `_claimDeadline` means no deadline. uint32 seconds reach the year 2106.
    uint32 private _claimsOpenAt;
    uint32 private _claimDeadline;

    /// @inheritdoc IGMChallenge
    address public override withdrawAddress;

    /// @dev From this time on a proof or a registration alone is enough: the server's `Authorize` signature (the
    /// missions gate) is no longer needed. 0 means the gate never ends.
    uint40 private _missionsGateEndsAt;

    /// @inheritdoc IGMChallenge
    uint32 public override allocationRootDelay;

    /// @inheritdoc IGMChallenge
    uint24 public override allocationRootCount;

    /// @inheritdoc IGMChallenge
    uint256 public override cancelDelay;

    /// @dev Bets placed per multiple, plus one once a table row offers the multiple: the owner's `setBettingTable`
    /// pays for the new slot, not the first bettor.
    mapping(uint256 multiple => uint256 countPlusOne) private _participation;

    mapping(uint256 unit => mapping(uint256 multiple => Odds odds)) private _odds;
    mapping(address user => Account account) private _accounts;
    mapping(uint256 requestId => BetRecord bet) private _bets;
    /// @dev The block timestamp of `requestCancelBet` per request; 0 when no cancel was requested.
    mapping(uint256 requestId => uint256 timestamp) private _cancelRequestedAt;
    mapping(address user => uint256 requestId) private _lastRequestId;
    mapping(address user => uint256 scheduleId) private _scheduleIds;
    /// @dev Used server nonces as one global bitmap, 256 per slot (Permit2's unordered nonces): bit `nonce % 256` of
    /// word `nonce / 256`. The space is shared by all users (every signed struct already binds its user, and the
    /// server issues each nonce once): the server issues consecutive nonces, so 255 of every 256 uses set a bit in a
    /// word that is already nonzero instead of opening a fresh slot.
    mapping(uint256 word => uint256 bits) private _nonceBitmap;
    /// @dev True while `multicall` runs its calls (transient: a delegatecall keeps the call's value and data's
    /// selector is the inner call's, so this is how `registerWithProof` tells a bundled call from a direct one).
    bool private transient _inMulticall;

    /// @dev The allocation roots by version (from 1).
    mapping(uint256 version => AllocationVersion allocation) private _allocations;

    /*//////////////////////////////////////////////////////////////////////////
                                    CONSTRUCTOR
    //////////////////////////////////////////////////////////////////////////*/

    /// @param initialOwner The owner.
    /// @param vesting The PUBLIC GMVesting; this contract must be made one of its schedulers.
    /// @param vrfWrapper The Chainlink VRFV2PlusWrapper.
    /// @param signer_ The server key that signs `Register` and `Authorize`.
    /// @param withdrawAddress_ Where withdrawals go.
    /// @param requestConfirmations_ VRF confirmations (BSC needs at least 3).
    /// @param callbackGasLimit_ Gas for `fulfillRandomWords`.
    constructor(
        address initialOwner,
        IGMVesting vesting,
        address vrfWrapper,
        address signer_,
        address withdrawAddress_,
        uint16 requestConfirmations_,
        uint32 callbackGasLimit_
    )
        VRFV2PlusWrapperConsumerBase(vrfWrapper)
        Ownable(initialOwner)
        EIP712(SignatureTypes.DOMAIN_NAME, SignatureTypes.DOMAIN_VERSION)
    {
        if (address(vesting) == address(0) || signer_ == address(0) || withdrawAddress_ == address(0)) {
            revert Errors.GMChallenge_ZeroAddress();
        }
        _checkCallbackGasLimit(callbackGasLimit_);
        _registerTypehash = SignatureTypes.REGISTER_TYPEHASH;
        _authorizeTypehash = SignatureTypes.AUTHORIZE_TYPEHASH;
        _claimAndVestTypehash = SignatureTypes.CLAIM_AND_VEST_TYPEHASH;
        signatureVerifier = new SignatureVerifier();
        VESTING = vesting;
        token = vesting.token();
        uint256 tge = vesting.tgeTimestamp();
        tgeTimestamp = tge;
        releaseDay = vesting.standardReleaseDay();
        requestConfirmations = requestConfirmations_;
        signer = signer_;
        withdrawAddress = withdrawAddress_;
        _callbackGasLimit = uint24(callbackGasLimit_);
        cancelDelay = 24 hours;
        _claimsOpenAt = SafeCast.toUint32(tge);
        allocationRootDelay = uint32(DEFAULT_ALLOCATION_ROOT_DELAY);
        // GMVesting pulls each claim's vested part with transferFrom and only ever from its caller, so this one
        // approval lets it take tokens only when this contract creates a schedule.
        token.forceApprove(address(vesting), type(uint256).max);

        // The default odds: the Challenge modal's table.
        uint256 unit = 10 ether;
        for (uint256 i = 0; i < 4; ++i) {
            _setOdds(unit, 2, 2500, 5000);
            _setOdds(unit, 4, 1500, 7000);
            _setOdds(unit, 6, 1200, 9000);
            unit *= 10;
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMChallenge
    function amount_supply() external view override returns (uint256) {
        return _supply;
    }

    /// @inheritdoc IGMChallenge
    function amount_buffer() external view override returns (uint256) {
        return _buffer;
    }

    /// @inheritdoc IGMChallenge
    function amount_registered() external view override returns (uint256) {
        return _registered;
    }

    /// @inheritdoc IGMChallenge
    function amount_owed() external view override returns (uint256) {
        return _owed;
    }

    /// @inheritdoc IGMChallenge
    function bettingTable(
        uint256 unit,
        uint256 multiple
    )
        external
        view
        override
        returns (uint16 probBps, uint16 lossBps)
    {
        Odds memory odds = _odds[unit][multiple];
        return (odds.probBps, odds.lossBps);
    }

    /// @inheritdoc IGMDeploymentContract
    function gmClaimDeploymentContract() external pure override returns (bytes4) {
        return IGMDeploymentContract.gmClaimDeploymentContract.selector;
    }

    /// @inheritdoc IGMChallenge
    function estimateVrfCost(uint256 gasPrice) external view override returns (uint256) {
        return i_vrfV2PlusWrapper.estimateRequestPriceNative(_callbackGasLimit, 1, gasPrice);
    }

    /// @inheritdoc IGMChallenge
    function callbackGasLimit() external view override returns (uint32) {
        return _callbackGasLimit;
    }

    /// @inheritdoc IGMChallenge
    function claimsOpenAt() external view override returns (uint256) {
        return _claimsOpenAt;
    }

    /// @inheritdoc IGMChallenge
    function claimDeadline() external view override returns (uint256) {
        return _claimDeadline;
    }

    /// @inheritdoc IGMChallenge
    function missionsGateEndsAt() external view override returns (uint256) {
        return _missionsGateEndsAt;
    }

    /// @inheritdoc IGMChallenge
    function amount_pendingBets() external view override returns (uint256) {
        return uint256(_pendingGm) * WHOLE_GM;
    }

    /// @inheritdoc IGMChallenge
    function allocationRoot(uint256 version) external view override returns (AllocationRoot memory) {
        AllocationVersion memory allocation = _allocations[version];
        return AllocationRoot({
            root: allocation.root,
            listHash: allocation.listHash,
            total: allocation.total,
            claimed: allocation.claimed,
            activatesAt: allocation.activatesAt,
            cancelled: allocation.cancelled
        });
    }

    /// @inheritdoc IGMChallenge
    function isRegistered(address user) external view override returns (bool) {
        return _accounts[user].isRegistered;
    }

    /// @inheritdoc IGMChallenge
    function availableToBet(address user) external view override returns (uint256) {
        Account memory account = _accounts[user];
        if (!account.isRegistered || account.hasClaimedAndVested || _pendingRequestId(user) != 0) {
            return 0;
        }
        return account.vestable;
    }

    /// @inheritdoc IGMChallenge
    function hasClaimedAndVested(address user) external view override returns (bool) {
        return _accounts[user].hasClaimedAndVested;
    }

    /// @inheritdoc IGMChallenge
    function userVestingScheduleIds(address user) external view override returns (uint256) {
        return _scheduleIds[user];
    }

    /// @inheritdoc IGMChallenge
    function redeemable(address user) external view override returns (uint256) {
        Account memory account = _accounts[user];
        return account.hasClaimedAndVested ? 0 : account.redeemable;
    }

    /// @inheritdoc IGMChallenge
    function vestable(address user) external view override returns (uint256) {
        Account memory account = _accounts[user];
        return account.hasClaimedAndVested ? 0 : account.vestable;
    }

    /// @inheritdoc IGMChallenge
    /// @dev The nonce space is global: `user` does not change the answer. The server issues each nonce to one user,
    /// so for the nonces `user` was issued this says whether `user` used them.
    function usedNonces(address, uint256 nonce) external view override returns (bool) {
        return _nonceBitmap[nonce >> 8] & (1 << (nonce & 0xff)) != 0;
    }

    /// @inheritdoc IGMChallenge
    function participation(uint256 multiple) external view override returns (uint256 count) {
        uint256 countPlusOne = _participation[multiple];
        count = countPlusOne == 0 ? 0 : countPlusOne - 1;
    }

    /// @inheritdoc IGMChallenge
    function getEligibleAmount(address user)
        external
        view
        override
        returns (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable)
    {
        Account memory account = _accounts[user];
        // The TGE unlock (10% of vestable) is part of `paidAtOnce`.
        (uint256 paidAtOnce,, uint256 vested) = _split(account);
        if (account.hasClaimedAndVested) {
            return (paidAtOnce + vested, paidAtOnce, vested, 0);
        }
        uint256 pendingId = _pendingRequestId(user);
        uint256 pendingStake = pendingId == 0 ? 0 : uint256(_bets[pendingId].unitGm) * WHOLE_GM;
        total = uint256(account.vestable) + account.redeemable + pendingStake;
        unlock = paidAtOnce;
        vesting = vested;
        uint256 deadline = _claimDeadline;
        if (
            account.isRegistered && pendingId == 0 && block.timestamp >= _claimsOpenAt
                && (deadline == 0 || block.timestamp <= deadline)
        ) {
            claimable = unlock;
        }
    }

    /// @inheritdoc IGMChallenge
    function getVestingSnapshot(address user)
        external
        view
        override
        returns (uint256 claimedAmount, uint256 immediateAmount, uint256 vestingAmount, uint256 timestamp)
    {
        Account memory account = _accounts[user];
        if (!account.hasClaimedAndVested) {
            return (0, 0, 0, 0);
        }
        (claimedAmount, immediateAmount, vestingAmount) = _split(account);
        timestamp = account.claimedAt;
    }

    /// @inheritdoc IGMChallenge
    function getLastBet(address user) external view override returns (Bet memory) {
        uint256 requestId = _lastRequestId[user];
        return _toBet(requestId, _bets[requestId]);
    }

    /// @inheritdoc IGMChallenge
    function getBetHistoryByRequestId(uint256 requestId) external view override returns (Bet memory) {
        return _toBet(requestId, _bets[requestId]);
    }

    /*//////////////////////////////////////////////////////////////////////////
                              USER FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMChallenge
    function registerAndBet(
        uint256 amount,
        uint256 unit,
        uint256 multiple,
        uint16 minProbBps,
        uint16 maxLossBps,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        external
        payable
        override
        nonReentrant
        returns (uint256 requestId)
    {
        _useRegisterSignature(msg.sender, amount, nonce, deadline, signature);
        _register({ user: msg.sender, amount: amount, skipIfRegistered: false });
        requestId = _bet(unit, multiple, minProbBps, maxLossBps);
    }

    /// @inheritdoc IGMChallenge
    function bet(
        uint256 unit,
        uint256 multiple,
        uint16 minProbBps,
        uint16 maxLossBps,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        external
        payable
        override
        nonReentrant
        returns (uint256 requestId)
    {
        _useAuthorizeSignature(msg.sender, nonce, deadline, signature);
        requestId = _bet(unit, multiple, minProbBps, maxLossBps);
    }

    /// @inheritdoc IGMChallenge
    function claimAndVest(uint256 nonce, uint256 deadline, bytes calldata signature) external override nonReentrant {
        _useAuthorizeSignature(msg.sender, nonce, deadline, signature);
        _claimAndVest(msg.sender, msg.sender);
    }

    /// @inheritdoc IGMChallenge
    function registerAndClaimAndVest(
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        external
        override
        nonReentrant
    {
        _useRegisterSignature(msg.sender, amount, nonce, deadline, signature);
        _register({ user: msg.sender, amount: amount, skipIfRegistered: false });
        _claimAndVest(msg.sender, msg.sender);
    }

    /// @inheritdoc IGMChallenge
    function claimAndVestTo(
        address recipient,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature
    )
        external
        override
        nonReentrant
    {
        _checkRecipient(recipient);
        _useAuthorizeSignature(msg.sender, nonce, deadline, serverSignature);
        _claimAndVest(msg.sender, recipient);
    }

    /// @inheritdoc IGMChallenge
    function registerAndClaimAndVestTo(
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature
    )
        external
        override
        nonReentrant
    {
        _checkRecipient(recipient);
        _useRegisterSignature(msg.sender, amount, nonce, deadline, serverSignature);
        _register({ user: msg.sender, amount: amount, skipIfRegistered: false });
        _claimAndVest(msg.sender, recipient);
    }

    /// @inheritdoc IGMChallenge
    /// @dev Guarded: an EIP-6492 user signature makes the verifier call an arbitrary factory, which could call back.
    function claimAndVestViaSig(
        address user,
        address recipient,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature,
        bytes calldata userSignature
    )
        external
        override
        nonReentrant
    {
        _checkRecipient(recipient);
        _useAuthorizeSignature(user, nonce, deadline, serverSignature);
        _checkUserSignature(user, recipient, 0, nonce, deadline, userSignature);
        _claimAndVest(user, recipient);
    }

    /// @inheritdoc IGMChallenge
    /// @dev Guarded, as `claimAndVestViaSig`.
    function registerAndClaimAndVestViaSig(
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature,
        bytes calldata userSignature
    )
        external
        override
        nonReentrant
    {
        _checkRecipient(recipient);
        _useRegisterSignature(user, amount, nonce, deadline, serverSignature);
        _checkUserSignature(user, recipient, amount, nonce, deadline, userSignature);
        _register({ user: user, amount: amount, skipIfRegistered: false });
        _claimAndVest(user, recipient);
    }

    /// @inheritdoc IGMChallenge
    /// @dev No external call, hence no reentrancy guard. Payable only so that a `multicall` carrying a bet's VRF fee can
    /// include it (a delegatecall keeps the call's value): sent on its own, value is refused.
    function registerWithProof(
        address account,
        uint256 version,
        uint256 amount,
        bytes32[] calldata proof
    )
        external
        payable
        override
    {
        // Checks
        if (msg.value != 0 && !_inMulticall) {
            revert Errors.GMChallenge_UnexpectedValue(msg.value);
        }
        AllocationVersion storage allocation = _allocations[version];
        bytes32 root = allocation.root;
        if (root == bytes32(0) || allocation.cancelled || block.timestamp < allocation.activatesAt) {
            revert Errors.GMChallenge_AllocationRootNotActive(version);
        }
        // The leaf binds the chain, this contract and the version: a proof of another deployment, chain or version
        // never verifies here. Double-hashed, as OpenZeppelin's StandardMerkleTree builds its leaves.
        bytes32 leaf =
            keccak256(bytes.concat(keccak256(abi.encode(block.chainid, address(this), version, account, amount))));
        if (!MerkleProof.verifyCalldata(proof, root, leaf)) {
            revert Errors.GMChallenge_InvalidProof(account, version, amount);
        }
        // A list whose leaves add up to more than its total never takes more than the total it reserved.
        uint256 claimed = uint256(allocation.claimed) + amount;
        if (claimed > allocation.total) {
            revert Errors.GMChallenge_AllocationRootExhausted(version, allocation.total - allocation.claimed);
        }
        _checkRegistration(account, amount);

        // Effects: the root's total was reserved from the supply and added to `_owed` when it was proposed.
        allocation.claimed = uint96(claimed);
        _accounts[account].isRegistered = true;
        _accounts[account].vestable = uint96(amount);
        emit UserRegistered({ user: account, amount: amount });
    }

    /// @inheritdoc IGMChallenge
    /// @dev Each call runs as a call of `msg.sender` to this contract (delegatecall to itself), taking the reentrancy
    /// guard in turn. Payable for `bet`: every call sees the same `msg.value`, and only `bet` and `registerAndBet` read
    /// it, which an account can place once at a time (a second one reverts with {GMChallenge_BetPending}), refunding
    /// what the VRF fee did not use.
    function multicall(bytes[] calldata data) external payable override returns (bytes[] memory results) {
        results = new bytes[](data.length);
        _inMulticall = true;
        for (uint256 i = 0; i < data.length; ++i) {
            results[i] = Address.functionDelegateCall(address(this), data[i]);
        }
        _inMulticall = false;
    }

    /// @inheritdoc IGMChallenge
    /// @dev No external call, hence no reentrancy guard.
    function requestCancelBet(uint256 requestId) external override {
        // Checks: a requested cancel is never blocked by a later, longer `cancelDelay`.
        BetRecord memory record = _bets[requestId];
        _checkPendingBetOfCaller(requestId, record);
        uint256 cancelRequestedAt = _cancelRequestedAt[requestId];
        if (cancelRequestedAt != 0) {
            revert Errors.GMChallenge_CancelAlreadyRequested(requestId, cancelRequestedAt + CANCEL_FINALIZE_DELAY);
        }
        uint256 availableAt = uint256(record.requestedAt) + cancelDelay;
        if (block.timestamp < availableAt) {
            revert Errors.GMChallenge_CancelTooEarly(requestId, availableAt);
        }

        // Effects
        _cancelRequestedAt[requestId] = block.timestamp;
        emit BetCancelRequested({
            requestId: requestId,
            user: msg.sender,
            finalizableAt: block.timestamp + CANCEL_FINALIZE_DELAY
        });
    }

    /// @inheritdoc IGMChallenge
    function cancelBet(uint256 requestId) external override nonReentrant {
        // Checks
        BetRecord memory record = _bets[requestId];
        _checkPendingBetOfCaller(requestId, record);
        uint256 cancelRequestedAt = _cancelRequestedAt[requestId];
        if (cancelRequestedAt == 0) {
            revert Errors.GMChallenge_CancelNotRequested(requestId);
        }
        uint256 finalizableAt = cancelRequestedAt + CANCEL_FINALIZE_DELAY;
        if (block.timestamp < finalizableAt) {
            revert Errors.GMChallenge_CancelFinalizeTooEarly(requestId, finalizableAt);
        }

        // Effects
        uint256 unit = uint256(record.unitGm) * WHOLE_GM;
        uint256 reserve = unit * (record.multiple - 1);
        _bets[requestId].status = BetStatus.Cancelled;
        Account storage account = _accounts[msg.sender];
        account.vestable += uint96(unit);
        account.hasPendingBet = false;
        _buffer += uint96(reserve);
        _owed -= uint96(reserve);
        _pendingGm -= uint64(record.unitGm) * record.multiple;
        emit BetCancelled({ requestId: requestId, user: msg.sender });
    }

    /*//////////////////////////////////////////////////////////////////////////
                              OWNER FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @inheritdoc IGMChallenge
    function registerBalance(address user, uint256 amount) external override onlyOwner {
        _register({ user: user, amount: amount, skipIfRegistered: false });
    }

    /// @inheritdoc IGMChallenge
    function registerBalances(address[] calldata users, uint256[] calldata amounts) external override onlyOwner {
        if (users.length != amounts.length) {
            revert Errors.GMChallenge_ArrayLengthMismatch();
        }
        for (uint256 i = 0; i < users.length; ++i) {
            _register({ user: users[i], amount: amounts[i], skipIfRegistered: true });
        }
    }

    /// @inheritdoc IGMChallenge
    function fund(uint256 supply, uint256 buffer) external override onlyOwner nonReentrant {
        // Checks
        uint256 total = supply + buffer;
        if (total == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }

        // Effects
        _supply += SafeCast.toUint128(supply);
        _buffer += SafeCast.toUint96(buffer);

        // Interactions: the accounting assumes every token sent arrives; refuse fee-on-transfer tokens up front.
        uint256 balanceBefore = token.balanceOf(address(this));
        token.safeTransferFrom({ from: msg.sender, to: address(this), value: total });
        uint256 received = token.balanceOf(address(this)) - balanceBefore;
        if (received != total) {
            revert Errors.GMChallenge_FundingShortfall(total, received);
        }
        emit Funded({ supply: supply, buffer: buffer });
    }

    /// @inheritdoc IGMChallenge
    /// @dev No external call, hence no reentrancy guard.
    function releaseSupply(uint256 amount) external override onlyOwner {
        // Checks
        if (amount == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }
        uint256 unregistered = _supply - _registered;
        if (amount > unregistered) {
            revert Errors.GMChallenge_ReleaseExceedsUnregistered(amount, unregistered);
        }

        // Effects: `amount` <= `_supply`, so the downcast and the subtraction are safe.
        _supply -= uint128(amount);
        emit SupplyReleased(amount);
    }

    /// @inheritdoc IGMChallenge
    function proposeAllocationRoot(
        bytes32 root,
        uint256 total,
        bytes32 listHash
    )
        external
        override
        onlyOwner
        returns (uint256 version)
    {
        // Checks: the contract never promises more than it holds; the supply not yet registered covers the total.
        if (root == bytes32(0)) {
            revert Errors.GMChallenge_InvalidAllocationRoot();
        }
        if (total == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }
        uint256 available = _supply - _registered;
        if (total > available) {
            revert Errors.GMChallenge_InsufficientSupply(total, available);
        }

        // Effects: the total is reserved now, so a later registration or `releaseSupply` cannot take it.
        version = uint256(allocationRootCount) + 1;
        allocationRootCount = SafeCast.toUint24(version);
        uint256 activatesAt = block.timestamp + allocationRootDelay;
        _allocations[version] = AllocationVersion({
            root: root,
            listHash: listHash,
            total: SafeCast.toUint96(total),
            claimed: 0,
            activatesAt: uint40(activatesAt),
            cancelled: false
        });
        _registered += uint128(total);
        _owed += uint96(total);
        emit AllocationRootProposed({
            version: version,
            root: root,
            total: total,
            listHash: listHash,
            activatesAt: activatesAt
        });
    }

    /// @inheritdoc IGMChallenge
    function cancelAllocationRoot(uint256 version) external override onlyOwner {
        AllocationVersion storage allocation = _allocations[version];
        if (allocation.root == bytes32(0) || allocation.cancelled || block.timestamp >= allocation.activatesAt) {
            revert Errors.GMChallenge_AllocationRootNotPending(version);
        }
        // Nobody registered under a pending root, so its whole total returns to the supply.
        uint256 total = allocation.total;
        allocation.cancelled = true;
        _registered -= uint128(total);
        _owed -= uint96(total);
        emit AllocationRootCancelled(version);
    }

    /// @inheritdoc IGMChallenge
    function setAllocationRootDelay(uint256 delay) external override onlyOwner {
        if (delay < MIN_ALLOCATION_ROOT_DELAY || delay > MAX_ALLOCATION_ROOT_DELAY) {
            revert Errors.GMChallenge_AllocationRootDelayOutOfRange(
                delay, MIN_ALLOCATION_ROOT_DELAY, MAX_ALLOCATION_ROOT_DELAY
            );
        }
        allocationRootDelay = uint32(delay);
        emit AllocationRootDelaySet(delay);
    }

    /// @inheritdoc IGMChallenge
    function setMissionsGateEndsAt(uint256 endsAt) external override onlyOwner {
        // Once announced, the end of the gate can come earlier but never later: it is the campaign's promise that
        // claims outlive its servers.
        uint256 current = _missionsGateEndsAt;
        if (endsAt == 0 || endsAt > type(uint40).max || (current != 0 && endsAt > current)) {
            revert Errors.GMChallenge_InvalidMissionsGateEnd(endsAt, current);
        }
        _missionsGateEndsAt = uint40(endsAt);
        emit MissionsGateEndSet(endsAt);
    }

    /// @inheritdoc IGMChallenge
    function setClaimsOpenAt(uint256 openAt) external override onlyOwner {
        uint256 current = _claimsOpenAt;
        if (block.timestamp >= current) {
            revert Errors.GMChallenge_ClaimsAlreadyOpen(current);
        }
        // Later at any time before the opening; earlier only with `OPENING_NOTICE` left.
        uint256 earliest = block.timestamp + OPENING_NOTICE;
        if (openAt < current && openAt < earliest) {
            revert Errors.GMChallenge_NoticeTooShort(openAt, earliest);
        }
        uint256 deadline = _claimDeadline;
        if (openAt < tgeTimestamp || openAt > type(uint32).max || (deadline != 0 && openAt >= deadline)) {
            revert Errors.GMChallenge_InvalidClaimWindow(openAt, deadline);
        }
        _claimsOpenAt = uint32(openAt);
        emit ClaimWindowSet({ openAt: openAt, deadline: deadline });
    }

    /// @inheritdoc IGMChallenge
    function setClaimDeadline(uint256 deadline) external override onlyOwner {
        uint256 current = _claimDeadline;
        if (current != 0 && block.timestamp > current) {
            revert Errors.GMChallenge_ClaimsClosed(current);
        }
        uint256 openAt = _claimsOpenAt;
        if (deadline != 0) {
            uint256 earliest = block.timestamp + CLAIM_DEADLINE_NOTICE;
            if (deadline < earliest) {
                revert Errors.GMChallenge_NoticeTooShort(deadline, earliest);
            }
            if (deadline <= openAt || deadline > type(uint32).max) {
                revert Errors.GMChallenge_InvalidClaimWindow(openAt, deadline);
            }
        }
        _claimDeadline = uint32(deadline);
        emit ClaimWindowSet({ openAt: openAt, deadline: deadline });
    }

    /// @inheritdoc IGMChallenge
    function sweepUnclaimed(address treasury) external override onlyOwner nonReentrant returns (uint256 amount) {
        // Checks
        uint256 deadline = _claimDeadline;
        if (deadline == 0 || block.timestamp <= deadline) {
            revert Errors.GMChallenge_ClaimsNotClosed(deadline);
        }
        // The treasury must be able to use the tokens: not zero, the token, the wrapper or a GM Claim contract.
        _checkRecipient(treasury);
        // What stays: the stake and reservation of every pending bet, and the buffer (the owner's risk capital,
        // withdrawn with `withdraw`). Everything else was allocated and never claimed, or never allocated.
        uint256 pending = uint256(_pendingGm) * WHOLE_GM;
        uint256 kept = pending + _buffer;
        uint256 balance = token.balanceOf(address(this));
        amount = balance > kept ? balance - kept : 0;
        if (amount == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }

        // Effects: after the deadline nobody can claim, so only the pending bets stay owed.
        _owed = uint96(pending);
        _supply = _registered;

        // Interactions
        token.safeTransfer({ to: treasury, value: amount });
        emit UnclaimedSwept({ treasury: treasury, amount: amount });
    }

    /// @inheritdoc IGMChallenge
    function setSigner(address newSigner) external override onlyOwner {
        if (newSigner == address(0)) {
            revert Errors.GMChallenge_ZeroAddress();
        }
        signer = newSigner;
        emit SignerSet(newSigner);
    }

    /// @inheritdoc IGMChallenge
    function setWithdrawAddress(address newWithdrawAddress) external override onlyOwner {
        if (newWithdrawAddress == address(0)) {
            revert Errors.GMChallenge_ZeroAddress();
        }
        withdrawAddress = newWithdrawAddress;
        emit WithdrawAddressSet(newWithdrawAddress);
    }

    /// @inheritdoc IGMChallenge
    function setCallbackGasLimit(uint32 newCallbackGasLimit) external override onlyOwner {
        _checkCallbackGasLimit(newCallbackGasLimit);
        _callbackGasLimit = uint24(newCallbackGasLimit);
        emit CallbackGasLimitSet(newCallbackGasLimit);
    }

    /// @inheritdoc IGMChallenge
    function setBettingTable(
        uint256 unit,
        uint256 multiple,
        uint16 probBps,
        uint16 lossBps
    )
        external
        override
        onlyOwner
    {
        if (
            unit == 0 || unit % WHOLE_GM != 0 || unit > MAX_UNIT || multiple < 2 || multiple > MAX_MULTIPLE
                || probBps > BPS || lossBps > BPS
        ) {
            revert Errors.GMChallenge_InvalidBettingTableEntry(unit, multiple, probBps, lossBps);
        }
        _setOdds(unit, multiple, probBps, lossBps);
    }

    /// @inheritdoc IGMChallenge
    function setOff(bool off) external override onlyOwner {
        isOff = off;
        emit OffSet(off);
    }

    /// @inheritdoc IGMChallenge
    function setCancelDelay(uint256 newCancelDelay) external override onlyOwner {
        if (newCancelDelay < MIN_CANCEL_DELAY) {
            revert Errors.GMChallenge_CancelDelayTooShort(newCancelDelay, MIN_CANCEL_DELAY);
        }
        if (newCancelDelay > MAX_CANCEL_DELAY) {
            revert Errors.GMChallenge_CancelDelayTooLong(newCancelDelay, MAX_CANCEL_DELAY);
        }
        cancelDelay = newCancelDelay;
        emit CancelDelaySet(newCancelDelay);
    }

    /// @inheritdoc IGMChallenge
    function withdraw(uint256 amount) external override onlyOwner nonReentrant {
        // Checks
        uint256 liabilities = uint256(_owed) + (_supply - _registered);
        uint256 balance = token.balanceOf(address(this));
        uint256 surplus = balance > liabilities ? balance - liabilities : 0;
        if (amount == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }
        if (amount > surplus) {
            revert Errors.GMChallenge_WithdrawExceedsSurplus(amount, surplus);
        }

        // Effects: the free buffer is part of the surplus, so it shrinks with it.
        uint256 remaining = surplus - amount;
        if (_buffer > remaining) {
            _buffer = uint96(remaining);
        }

        // Interactions
        address to = withdrawAddress;
        token.safeTransfer({ to: to, value: amount });
        emit Withdrawn({ to: to, amount: amount });
    }

    /// @inheritdoc IGMChallenge
    function withdrawNative(uint256 amount) external override onlyOwner nonReentrant {
        address to = withdrawAddress;
        _sendNative(to, amount);
        emit NativeWithdrawn({ to: to, amount: amount });
    }

    /*//////////////////////////////////////////////////////////////////////////
                              VRF CALLBACK
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Never reverts (Chainlink rule): unknown, settled or cancelled requests and empty word lists are ignored,
    /// and so is a fulfilment arriving `CANCEL_FINALIZE_DELAY` or later after the bettor requested a cancel (from then
    /// on the bettor may finalise the cancel at any time, so the outcome must no longer depend on who goes first).
    /// Amounts cannot overflow: `bet` checked that `redeemable + unit * multiple` fits 96 bits, and the buffer and
    /// debt counters are bounded by the token balance.
    function fulfillRandomWords(uint256 requestId, uint256[] memory randomWords) internal override {
        BetRecord storage record = _bets[requestId];
        if (record.status != BetStatus.Pending || randomWords.length == 0) {
            return;
        }
        uint256 cancelRequestedAt = _cancelRequestedAt[requestId];
        if (cancelRequestedAt != 0 && block.timestamp >= cancelRequestedAt + CANCEL_FINALIZE_DELAY) {
            return;
        }
        address user = record.user;
        uint256 unit = uint256(record.unitGm) * WHOLE_GM;
        uint256 multiple = record.multiple;
        uint256 word = randomWords[0];
        Account storage account = _accounts[user];

        if (word % BPS < record.probBps) {
            uint256 gain = unit * multiple;
            record.status = BetStatus.Won;
            account.redeemable += uint96(gain);
            account.hasPendingBet = false;
            _pendingGm -= uint64(record.unitGm) * uint64(multiple);
            emit BetResolved({ requestId: requestId, user: user, success: true, gained: gain, randomWord: word });
        } else {
            uint256 loss = (unit * record.lossBps) / BPS;
            uint256 released = unit * (multiple - 1) + loss;
            record.status = BetStatus.Lost;
            account.redeemable += uint96(unit - loss);
            account.hasPendingBet = false;
            _buffer += uint96(released);
            _owed -= uint96(released);
            _pendingGm -= uint64(record.unitGm) * uint64(multiple);
            emit BetResolved({ requestId: requestId, user: user, success: false, gained: 0, randomWord: word });
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                              PRIVATE FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Verifies and consumes the server's `Register` signature binding `user` to `amount`.
    function _useRegisterSignature(
        address user,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        private
    {
        _useSignature({
            user: user,
            structHash: keccak256(abi.encode(_registerTypehash, user, amount, nonce, deadline)),
            nonce: nonce,
            deadline: deadline,
            signature: signature
        });
    }

    /// @dev Verifies and consumes the server's `Authorize` signature for `user` (the missions gate). Once
    /// `missionsGateEndsAt` has passed, an empty signature is enough: registration (by proof, by the owner or by a
    /// `Register` signature) is then the only condition.
    function _useAuthorizeSignature(address user, uint256 nonce, uint256 deadline, bytes calldata signature) private {
        if (signature.length == 0) {
            uint256 gateEndsAt = _missionsGateEndsAt;
            if (gateEndsAt == 0 || block.timestamp < gateEndsAt) {
                revert Errors.GMChallenge_MissionsRequired(gateEndsAt);
            }
            return;
        }
        _useSignature({
            user: user,
            structHash: keccak256(abi.encode(_authorizeTypehash, user, nonce, deadline)),
            nonce: nonce,
            deadline: deadline,
            signature: signature
        });
    }

    /// @dev Checks deadline, nonce and signer of a server signature over `structHash` and consumes the nonce (one
    /// space for all users).
    function _useSignature(
        address user,
        bytes32 structHash,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        private
    {
        if (block.timestamp > deadline) {
            revert Errors.GMChallenge_SignatureExpired(deadline, block.timestamp);
        }
        uint256 bitmap = _nonceBitmap[nonce >> 8];
        uint256 bit = 1 << (nonce & 0xff);
        if (bitmap & bit != 0) {
            revert Errors.GMChallenge_NonceAlreadyUsed(user, nonce);
        }
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(_hashTypedDataV4(structHash), signature);
        if (error != ECDSA.RecoverError.NoError || recovered != signer) {
            revert Errors.GMChallenge_InvalidSignature(recovered);
        }
        _nonceBitmap[nonce >> 8] = bitmap | bit;
    }

    /// @dev Reverts unless `signature` is `user`'s `ClaimAndVest` over these fields. Called after the server signature
    /// consumed `nonce`, so the pair works once. A verifier that reverts (an EIP-6492 signature it cannot decode)
    /// means invalid.
    function _checkUserSignature(
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata signature
    )
        private
    {
        bytes32 digest = _hashTypedDataV4(
            keccak256(abi.encode(_claimAndVestTypehash, user, recipient, amount, nonce, deadline))
        );
        bool valid;
        try signatureVerifier.isValidSignatureNow(user, digest, signature) returns (bool answer) {
            valid = answer;
        } catch { }
        if (!valid) {
            revert Errors.GMChallenge_InvalidUserSignature(user);
        }
    }

    /// @dev Refuses recipients that could never use the tokens or would let anyone take them: the zero address, the
    /// token, the VRF wrapper and every contract of a GM Claim deployment (this one, the vestings, the verifiers;
    /// {Recipients}).
    function _checkRecipient(address recipient) private view {
        if (
            recipient == address(0) || recipient == address(token) || recipient == address(i_vrfV2PlusWrapper)
                || Recipients.isDeploymentContract(recipient)
        ) {
            revert Errors.GMChallenge_InvalidRecipient(recipient);
        }
    }

    /// @dev Reverts unless the claim window is open: from `_claimsOpenAt` to `_claimDeadline` (inclusive; 0 = none).
    function _checkClaimWindow() private view {
        uint256 openAt = _claimsOpenAt;
        if (block.timestamp < openAt) {
            revert Errors.GMChallenge_ClaimsNotOpen(openAt);
        }
        uint256 deadline = _claimDeadline;
        if (deadline != 0 && block.timestamp > deadline) {
            revert Errors.GMChallenge_ClaimsClosed(deadline);
        }
    }

    /// @dev The checks of every registration: a nonzero user and amount that fits, not yet registered (one allocation
    /// per account, whatever registered it: the owner, a `Register` signature or a proof of any version).
    function _checkRegistration(address user, uint256 amount) private view {
        if (user == address(0)) {
            revert Errors.GMChallenge_ZeroAddress();
        }
        if (amount == 0) {
            revert Errors.GMChallenge_ZeroAmount();
        }
        if (amount > type(uint96).max) {
            revert Errors.GMChallenge_AmountTooLarge(amount);
        }
        if (_accounts[user].isRegistered) {
            revert Errors.GMChallenge_AlreadyRegistered(user);
        }
    }

    /// @dev Registers `user`. An already registered user reverts, or with `skipIfRegistered` emits
    /// {RegistrationSkipped} and changes nothing; the input checks come first either way.
    function _register(address user, uint256 amount, bool skipIfRegistered) private {
        // Checks
        // The zero address is never registered, so the input checks still come first when skipping.
        Account storage account = _accounts[user];
        if (skipIfRegistered && account.isRegistered && amount != 0 && amount <= type(uint96).max) {
            emit RegistrationSkipped({ user: user, amount: amount });
            return;
        }
        _checkRegistration(user, amount);
        uint256 available = _supply - _registered;
        if (amount > available) {
            revert Errors.GMChallenge_InsufficientSupply(amount, available);
        }

        // Effects
        account.isRegistered = true;
        account.vestable = uint96(amount);
        _registered += uint128(amount);
        _owed += uint96(amount);
        emit UserRegistered({ user: user, amount: amount });
    }

    function _bet(
        uint256 unit,
        uint256 multiple,
        uint16 minProbBps,
        uint16 maxLossBps
    )
        private
        returns (uint256 requestId)
    {
        // Checks
        if (isOff) {
            revert Errors.GMChallenge_BettingOff();
        }
        _checkClaimWindow();
        Account memory account = _accounts[msg.sender];
        _checkCanAct(account, msg.sender);
        Odds memory odds = _odds[unit][multiple];
        if (odds.probBps == 0 && odds.lossBps == 0) {
            revert Errors.GMChallenge_BetNotOffered(unit, multiple);
        }
        // The table may have changed since the bettor saw it (an owner transaction landing first): better odds are
        // fine, worse ones are refused.
        if (odds.probBps < minProbBps || odds.lossBps > maxLossBps) {
            revert Errors.GMChallenge_OddsChanged(odds.probBps, odds.lossBps, minProbBps, maxLossBps);
        }
        if (unit > account.vestable) {
            revert Errors.GMChallenge_StakeExceedsAvailable(unit, account.vestable);
        }
        uint256 reserve = unit * (multiple - 1);
        if (reserve > _buffer) {
            revert Errors.GMChallenge_InsufficientBuffer(reserve, _buffer);
        }
        if (uint256(account.redeemable) + unit * multiple > type(uint96).max) {
            revert Errors.GMChallenge_AmountTooLarge(unit * multiple);
        }
        uint32 gasLimit = _callbackGasLimit;
        uint256 price = i_vrfV2PlusWrapper.calculateRequestPriceNative(gasLimit, 1);
        if (msg.value < price) {
            revert Errors.GMChallenge_InsufficientFee(msg.value, price);
        }

        // Effects
        Account storage stored = _accounts[msg.sender];
        stored.vestable = account.vestable - uint96(unit);
        stored.hasPendingBet = true;
        _buffer -= uint96(reserve);
        _owed += uint96(reserve);
        // The table row exists, so `unit` is whole GM up to `MAX_UNIT` and `multiple` at most `MAX_MULTIPLE`.
        _pendingGm += uint64(unit / WHOLE_GM) * uint64(multiple);
        // The row exists, so `_setOdds` has made the count's slot nonzero.
        _participation[multiple] += 1;

        // Interactions: the same call `requestRandomnessPayInNative` makes, forwarding exactly the price.
        requestId = i_vrfV2PlusWrapper.requestRandomWordsInNative{ value: price }(
            gasLimit,
            requestConfirmations,
            1,
            VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({ nativePayment: true }))
        );
        // Defence in depth against a misbehaving wrapper: a reused id would overwrite another bet (stranding its
        // stake and reservation), and id 0 would never count as pending.
        if (requestId == 0 || _bets[requestId].status != BetStatus.None) {
            revert Errors.GMChallenge_InvalidRequestId(requestId);
        }
        // The table row exists, so `unit` is whole GM up to `MAX_UNIT` and `multiple` at most `MAX_MULTIPLE`.
        _bets[requestId] = BetRecord({
            user: msg.sender,
            unitGm: uint16(unit / WHOLE_GM),
            multiple: uint8(multiple),
            status: BetStatus.Pending,
            probBps: odds.probBps,
            lossBps: odds.lossBps,
            requestedAt: uint32(block.timestamp)
        });
        _lastRequestId[msg.sender] = requestId;
        emit BetRequested({
            requestId: requestId,
            user: msg.sender,
            unit: unit,
            multiple: multiple,
            price: price,
            probBps: odds.probBps,
            lossBps: odds.lossBps
        });

        uint256 excess = msg.value - price;
        if (excess > 0) {
            _sendNative(msg.sender, excess);
            emit ExcessEthRefunded({ user: msg.sender, amount: excess });
        }
    }

    /// @dev Claims and vests `user`'s allocation: the part paid at once goes to `recipient` and the PUBLIC schedule is
    /// created for `recipient` (so a claim to another address moves the whole allocation); the record stays `user`'s.
    function _claimAndVest(address user, address recipient) private {
        // Checks
        _checkClaimWindow();
        Account memory account = _accounts[user];
        _checkCanAct(account, user);
        (uint256 paidAtOnce,, uint256 vestAmount) = _split(account);

        // Effects: `vestable` and `redeemable` stay as the claim's snapshot.
        Account storage stored = _accounts[user];
        stored.hasClaimedAndVested = true;
        stored.claimedAt = uint40(block.timestamp);
        _owed -= uint96(paidAtOnce + vestAmount);
        amount_transferred += paidAtOnce + vestAmount;

        // Interactions
        if (paidAtOnce > 0) {
            token.safeTransfer({ to: recipient, value: paidAtOnce });
        }
        emit Claimed({ user: user, amount: paidAtOnce });
        uint256 scheduleId;
        if (vestAmount > 0) {
            // Six equal monthly parts from `releaseDay` (= VESTING.standardReleaseDay()), the remainder in the last. Sent
            // elsewhere, the schedule is a gift the recipient accepts (or claims): it never enters anyone's list unasked.
            scheduleId = recipient == user
                ? VESTING.createStandardSchedule({ beneficiary: user, amount: vestAmount })
                : VESTING.createGiftSchedule({ recipient: recipient, amount: vestAmount });
            _scheduleIds[user] = scheduleId;
            emit Vest({ user: user, scheduleId: scheduleId, amount: vestAmount });
        }
        if (recipient != user) {
            emit ClaimedTo({ user: user, recipient: recipient, scheduleId: scheduleId, amount: paidAtOnce });
        }
    }

    /// @dev Reverts unless `user` is registered, has not claimed and has no pending bet.
    function _checkCanAct(Account memory account, address user) private view {
        if (!account.isRegistered) {
            revert Errors.GMChallenge_NotRegistered(user);
        }
        if (account.hasClaimedAndVested) {
            revert Errors.GMChallenge_AlreadyClaimed(user);
        }
        if (account.hasPendingBet) {
            revert Errors.GMChallenge_BetPending(_lastRequestId[user]);
        }
    }

    /// @dev Reverts unless bet `requestId` is pending and `msg.sender` placed it.
    function _checkPendingBetOfCaller(uint256 requestId, BetRecord memory record) private view {
        if (record.status != BetStatus.Pending) {
            revert Errors.GMChallenge_BetNotPending(requestId);
        }
        if (record.user != msg.sender) {
            revert Errors.GMChallenge_NotBettor(requestId, msg.sender);
        }
    }

    /// @dev The claim split: paid at once (redeemable + 10% of vestable), the 10% alone, and the vested 90%.
    function _split(Account memory account)
        private
        pure
        returns (uint256 paidAtOnce, uint256 immediate, uint256 vested)
    {
        immediate = account.vestable / 10;
        vested = account.vestable - immediate;
        paidAtOnce = uint256(account.redeemable) + immediate;
    }

    /// @dev The user's pending request id, 0 when none. VRF request ids are never 0 in practice; a bet whose id were 0
    /// would simply not count as pending.
    function _pendingRequestId(address user) private view returns (uint256) {
        return _accounts[user].hasPendingBet ? _lastRequestId[user] : 0;
    }

    function _toBet(uint256 requestId, BetRecord memory record) private view returns (Bet memory result) {
        if (record.status == BetStatus.None) {
            return result;
        }
        uint256 unit = uint256(record.unitGm) * WHOLE_GM;
        result.requestId = requestId;
        result.user = record.user;
        result.unit = unit;
        result.multiple = record.multiple;
        result.requestedAt = record.requestedAt;
        result.resolved = record.status == BetStatus.Won || record.status == BetStatus.Lost;
        result.success = record.status == BetStatus.Won;
        result.cancelled = record.status == BetStatus.Cancelled;
        result.probBps = record.probBps;
        result.lossBps = record.lossBps;
        result.cancelRequestedAt = uint64(_cancelRequestedAt[requestId]);
        if (record.status == BetStatus.Won) {
            result.gain = unit * record.multiple;
        } else if (record.status == BetStatus.Lost) {
            result.loss = (unit * record.lossBps) / BPS;
        }
    }

    function _setOdds(uint256 unit, uint256 multiple, uint16 probBps, uint16 lossBps) private {
        _odds[unit][multiple] = Odds({ probBps: probBps, lossBps: lossBps });
        if (_participation[multiple] == 0) {
            _participation[multiple] = 1;
        }
        emit BettingTableSet({ unit: unit, multiple: multiple, probBps: probBps, lossBps: lossBps });
    }

    function _sendNative(address to, uint256 amount) private {
        (bool success,) = payable(to).call{ value: amount }("");
        if (!success) {
            revert Errors.GMChallenge_NativeTransferFailed(to, amount);
        }
    }

    function _checkCallbackGasLimit(uint32 gasLimit) private pure {
        if (gasLimit < MIN_CALLBACK_GAS_LIMIT || gasLimit > MAX_CALLBACK_GAS_LIMIT) {
            revert Errors.GMChallenge_CallbackGasLimitOutOfRange(gasLimit);
        }
    }
}

