// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { IGMVesting } from "./IGMVesting.sol";
import { ISignatureVerifier } from "./ISignatureVerifier.sol";

/// @title IGMChallenge
/// @notice Registration of GM allocations, the Challenge (a bet of part of the allocation at x2, x4 or x6, decided by
/// Chainlink VRF v2.5 paid in native currency) and claim-and-vest (the unlocked part now, 90% of the vestable part
/// into a PUBLIC vesting schedule of 6 equal monthly tranches).
/// @dev User calls carry an EIP-712 signature of the server signer, of the domain and types defined in
/// {SignatureTypes}: `Register` for the register-and-* calls and `Authorize` for `bet` and `claimAndVest`. `user` is
/// `msg.sender`, except in the `…ViaSig` calls, which anyone may send with `user`'s own EIP-712 `ClaimAndVest` signature
/// beside the server's; every nonce works once, in one nonce space shared by all users (the server issues each nonce
/// to one user, consecutively: see `usedNonces`); signatures expire at `deadline` (unix seconds, inclusive).
/// The claim-and-vest calls ending in `To` or `ViaSig` pay a `recipient`: the part paid at once goes to it and the
/// PUBLIC schedule is created for it, while the claim's record (snapshot, `userVestingScheduleIds`) stays `user`'s.
/// The odds are not part of the signature: the bettor states the worst odds it accepts (`minProbBps`, `maxLossBps`)
/// in `bet` and `registerAndBet` itself, so no change of the betting table can land under a pending transaction.
interface IGMChallenge {
    /*//////////////////////////////////////////////////////////////////////////
                                       TYPES
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice A bet as returned by `getLastBet` and `getBetHistoryByRequestId`. The blocks of its steps are not stored:
    /// they are those of its {BetRequested}, {BetResolved} and {BetCancelled} logs (`requestId` is their first indexed
    /// topic; the request's block has timestamp `requestedAt`, and a cancel lands from `cancelRequestedAt +
    /// CANCEL_FINALIZE_DELAY()` on).
    /// @param requestId The VRF request id.
    /// @param user The bettor.
    /// @param unit The stake (18-decimal units).
    /// @param multiple The multiplier: 2, 4 or 6.
    /// @param gain `unit * multiple` on a win, 0 otherwise.
    /// @param loss `unit * lossBps / 10000` on a loss, 0 otherwise.
    /// @param resolved True once the VRF fulfilment settled the bet.
    /// @param success True when the bet was won.
    /// @param cancelled True when the bettor cancelled it (`requestCancelBet`, then `cancelBet`).
    /// @param requestedAt The block timestamp of the request.
    /// @param probBps The win probability recorded at the request (the table row in force then), in basis points.
    /// @param lossBps The loss share recorded at the request, in basis points.
    /// @param cancelRequestedAt The block timestamp of `requestCancelBet`; 0 when no cancel was requested.
    /// @notice An allocation list committed on chain (issue 33). Each version holds its own leaves: appeals and
    /// corrections go into a new version, and an account registers once, under whichever version proves it first.
    /// @param root The Merkle root: leaves are OpenZeppelin StandardMerkleTree leaves of `(uint256 chainId, address
    /// challenge, uint256 version, address account, uint256 amount)`.
    /// @param listHash keccak256 of the published list (contracts/README.md, "Allocation roots").
    /// @param total The list's total, reserved from the supply when proposed.
    /// @param claimed What accounts registered with proofs of this version so far.
    /// @param activatesAt When proofs of the version start to work (proposal + `allocationRootDelay`).
    /// @param cancelled True when the owner cancelled it while it was pending.
    struct AllocationRoot {
        bytes32 root;
        bytes32 listHash;
        uint256 total;
        uint256 claimed;
        uint256 activatesAt;
        bool cancelled;
    }

    struct Bet {
        uint256 requestId;
        address user;
        uint256 unit;
        uint256 multiple;
        uint256 gain;
        uint256 loss;
        bool resolved;
        bool success;
        bool cancelled;
        uint64 requestedAt;
        uint16 probBps;
        uint16 lossBps;
        uint64 cancelRequestedAt;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       EVENTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Emitted when a bet is placed; `price` is the VRF fee forwarded to the wrapper; `probBps` and `lossBps`
    /// are the odds recorded for the bet (the table row in force).
    event BetRequested(
        uint256 indexed requestId,
        address indexed user,
        uint256 unit,
        uint256 multiple,
        uint256 price,
        uint16 probBps,
        uint16 lossBps
    );

    /// @notice Emitted when the VRF fulfilment settles a bet; `gained` is `unit * multiple` on a win and 0 on a loss
    /// (on a loss, `unit - loss` still becomes redeemable; see `getBetHistoryByRequestId`). `randomWord` is the VRF
    /// word that decided it: a win when `randomWord % 10000 < probBps`.
    event BetResolved(
        uint256 indexed requestId, address indexed user, bool success, uint256 gained, uint256 randomWord
    );

    /// @notice Emitted when the bettor asks to cancel an unfulfilled bet; `cancelBet` may finalise it from
    /// `finalizableAt` on, and a fulfilment arriving before then still settles the bet.
    event BetCancelRequested(uint256 indexed requestId, address indexed user, uint256 finalizableAt);

    /// @notice Emitted when the bettor finalises the cancel of an unfulfilled bet; the stake returns to `vestable`.
    event BetCancelled(uint256 indexed requestId, address indexed user);

    /// @notice Emitted by claim-and-vest with the amount transferred to the user at once.
    event Claimed(address indexed user, uint256 amount);

    /// @notice Emitted by claim-and-vest when `amount` goes into PUBLIC vesting schedule `scheduleId`.
    event Vest(address indexed user, uint256 indexed scheduleId, uint256 amount);

    /// @notice Emitted after {Claimed} (and {Vest}) when `user`'s claim-and-vest paid `recipient`: `amount` (the
    /// {Claimed} amount) was transferred to `recipient`, and PUBLIC schedule `scheduleId` (0 when nothing was vested)
    /// belongs to `recipient`.
    event ClaimedTo(address indexed user, address indexed recipient, uint256 indexed scheduleId, uint256 amount);

    /// @notice Emitted when a user's allocation is registered.
    event UserRegistered(address indexed user, uint256 amount);

    /// @notice Emitted by `registerBalances` for an entry whose user is already registered (by an earlier batch, by
    /// a registration with a `Register` signature, or earlier in the same batch); `amount` is the entry's amount,
    /// which was not registered.
    event RegistrationSkipped(address indexed user, uint256 amount);

    /// @notice Emitted when the owner withdraws surplus tokens.
    event Withdrawn(address indexed to, uint256 amount);

    /// @notice Emitted when the owner withdraws native currency held by the contract.
    event NativeWithdrawn(address indexed to, uint256 amount);

    /// @notice Emitted when a bettor paid more than the VRF price and got the excess back.
    event ExcessEthRefunded(address indexed user, uint256 amount);

    /// @notice Emitted when the owner funds the contract.
    event Funded(uint256 supply, uint256 buffer);

    /// @notice Emitted when the owner releases `amount` of the unregistered supply into the surplus.
    event SupplyReleased(uint256 amount);

    /// @notice Emitted when the owner sets the signer.
    event SignerSet(address indexed signer);

    /// @notice Emitted when the owner sets the withdraw address.
    event WithdrawAddressSet(address indexed withdrawAddress);

    /// @notice Emitted when the owner sets the VRF callback gas limit.
    event CallbackGasLimitSet(uint32 callbackGasLimit);

    /// @notice Emitted when the owner sets a betting-table entry (0/0 removes it).
    event BettingTableSet(uint256 indexed unit, uint256 indexed multiple, uint16 probBps, uint16 lossBps);

    /// @notice Emitted when the owner pauses (true) or resumes (false) new bets.
    event OffSet(bool isOff);

    /// @notice Emitted when the owner sets the cancel delay.
    event CancelDelaySet(uint256 cancelDelay);

    /// @notice Emitted when the owner proposes an allocation root; proofs of it work from `activatesAt`.
    event AllocationRootProposed(
        uint256 indexed version, bytes32 root, uint256 total, bytes32 listHash, uint256 activatesAt
    );

    /// @notice Emitted when the owner cancels a pending allocation root; its total returns to the supply.
    event AllocationRootCancelled(uint256 indexed version);

    /// @notice Emitted when the owner sets the delay of later allocation roots.
    event AllocationRootDelaySet(uint256 delay);

    /// @notice Emitted when the owner sets when the missions gate ends.
    event MissionsGateEndSet(uint256 endsAt);

    /// @notice Emitted when the owner moves the opening or sets the deadline of the claim window (0: no deadline).
    event ClaimWindowSet(uint256 openAt, uint256 deadline);

    /// @notice Emitted when the owner sweeps what was never claimed after the deadline.
    event UnclaimedSwept(address indexed treasury, uint256 amount);

    /*//////////////////////////////////////////////////////////////////////////
                                   CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice The largest betting-table unit: 65,535 GM (a bet records its stake in whole GM in 16 bits).
    function MAX_UNIT() external view returns (uint256);

    /// @notice The shortest cancel delay the owner may set.
    function MIN_CANCEL_DELAY() external view returns (uint256);

    /// @notice The longest cancel delay the owner may set (7 days): a bet whose randomness never comes blocks its
    /// bettor's claim for at most this long.
    function MAX_CANCEL_DELAY() external view returns (uint256);

    /// @notice The time between `requestCancelBet` and the earliest `cancelBet` (10 minutes). A fulfilment landing
    /// in this window settles the bet as usual; one landing after it is ignored, so a bettor who sees a losing
    /// fulfilment in the mempool cannot cancel ahead of it.
    function CANCEL_FINALIZE_DELAY() external view returns (uint256);

    /// @notice The bounds of `allocationRootDelay` (1 hour and 7 days) and its value at deployment (24 hours).
    function MIN_ALLOCATION_ROOT_DELAY() external view returns (uint256);

    function MAX_ALLOCATION_ROOT_DELAY() external view returns (uint256);

    function DEFAULT_ALLOCATION_ROOT_DELAY() external view returns (uint256);

    /// @notice The least notice (24 hours) with which the opening can be brought forward.
    function OPENING_NOTICE() external view returns (uint256);

    /// @notice The least notice (30 days) a claim deadline gives when it is set or moved.
    function CLAIM_DEADLINE_NOTICE() external view returns (uint256);

    /// @notice How long a proposed allocation root waits before proofs of it work.
    function allocationRootDelay() external view returns (uint32);

    /// @notice The number of allocation roots proposed (versions count from 1).
    function allocationRootCount() external view returns (uint24);

    /// @notice Allocation root `version` (all zero when unknown).
    function allocationRoot(uint256 version) external view returns (AllocationRoot memory);

    /// @notice When claim-and-vest and bets open (at deployment the TGE).
    function claimsOpenAt() external view returns (uint256);

    /// @notice The last second at which claim-and-vest and bets are accepted; 0 when no deadline is set.
    function claimDeadline() external view returns (uint256);

    /// @notice From when calls no longer need the server's `Authorize` signature (the missions gate); 0 = never.
    function missionsGateEndsAt() external view returns (uint256);

    /// @notice Σ `unit * multiple` of the pending bets: what a sweep after the deadline leaves in place.
    function amount_pendingBets() external view returns (uint256);

    /// @notice The PUBLIC vesting contract that receives the vested part of every claim.
    function VESTING() external view returns (IGMVesting);

    /// @notice The stateless helper that checks users' claim-and-vest signatures (ECDSA, EIP-1271, EIP-6492); this
    /// contract deployed it.
    function signatureVerifier() external view returns (ISignatureVerifier);

    /// @notice The GM token.
    function token() external view returns (IERC20);

    /// @notice The TGE timestamp: claims open then (same as `VESTING().tgeTimestamp()`).
    function tgeTimestamp() external view returns (uint256);

    /// @notice The release day of the PUBLIC schedules: TGE's UTC day of month, clamped to 28.
    function releaseDay() external view returns (uint8);

    /// @notice The VRF request confirmations (fixed at deployment).
    function requestConfirmations() external view returns (uint16);

    /// @notice Tokens funded to back registered allocations, less what the owner released with `releaseSupply`.
    function amount_supply() external view returns (uint256);

    /// @notice Free tokens backing Challenge winnings (reservations of pending bets are excluded).
    function amount_buffer() external view returns (uint256);

    /// @notice Tokens that left the contract for users (paid at once or moved into vesting).
    function amount_transferred() external view returns (uint256);

    /// @notice The sum of all registered allocations (never above `amount_supply`).
    function amount_registered() external view returns (uint256);

    /// @notice Everything the contract owes users: vestable, redeemable, and stakes plus reservations of pending bets.
    function amount_owed() external view returns (uint256);

    /// @notice The server key whose EIP-712 signatures authorise user calls.
    function signer() external view returns (address);

    /// @notice Where `withdraw` and `withdrawNative` send funds.
    function withdrawAddress() external view returns (address);

    /// @notice True while new bets are paused. Claims are never paused.
    function isOff() external view returns (bool);

    /// @notice The gas the VRF wrapper gives `fulfillRandomWords`.
    function callbackGasLimit() external view returns (uint32);

    /// @notice Seconds after a request before its bettor may request its cancel.
    function cancelDelay() external view returns (uint256);

    /// @notice The number of bets ever placed at `multiple`.
    function participation(uint256 multiple) external view returns (uint256);

    /// @notice The odds of (`unit`, `multiple`): win probability and loss share in basis points (0/0: not offered).
    function bettingTable(uint256 unit, uint256 multiple) external view returns (uint16 probBps, uint16 lossBps);

    /// @notice The VRF fee of one bet at `gasPrice` (wei per gas), from the wrapper's `estimateRequestPriceNative`.
    function estimateVrfCost(uint256 gasPrice) external view returns (uint256);

    /// @notice Whether `user`'s allocation is registered.
    function isRegistered(address user) external view returns (bool);

    /// @notice What `user` may stake now: `vestable` while registered, not claimed and no bet is pending, else 0.
    function availableToBet(address user) external view returns (uint256);

    /// @notice Whether `user` already claimed and vested.
    function hasClaimedAndVested(address user) external view returns (bool);

    /// @notice `user`'s PUBLIC vesting schedule id, 0 before claim-and-vest (or when nothing was vested).
    function userVestingScheduleIds(address user) external view returns (uint256);

    /// @notice Tokens `user` receives at once at claim (Challenge winnings and loss remainders); 0 after claiming.
    function redeemable(address user) external view returns (uint256);

    /// @notice `user`'s allocation not at stake (10% paid at claim, 90% vested); 0 after claiming.
    function vestable(address user) external view returns (uint256);

    /// @notice Whether `nonce` was used. Nonces are one space shared by all users: the answer does not depend on
    /// `user`, and a nonce used by anyone is used. The server issues every nonce to one user only, so for the nonces
    /// `user` was issued this is whether `user` used them.
    function usedNonces(address user, uint256 nonce) external view returns (bool);

    /// @notice `user`'s amounts. Before claiming: `total` = vestable + redeemable + a pending stake, `unlock` =
    /// redeemable + 10% of vestable, `vesting` = 90% of vestable, `claimable` = `unlock` when claim-and-vest is
    /// possible now (inside the claim window, no pending bet), else 0. After claiming: the snapshot's figures and
    /// `claimable` 0.
    function getEligibleAmount(address user)
        external
        view
        returns (uint256 total, uint256 unlock, uint256 vesting, uint256 claimable);

    /// @notice What claim-and-vest did for `user` (all zero before): `claimedAmount` paid at once (redeemable +
    /// `immediateAmount`), `immediateAmount` the 10% TGE unlock of the vestable part, `vestingAmount` the 90% put
    /// into vesting, `timestamp` of the claim.
    function getVestingSnapshot(address user)
        external
        view
        returns (uint256 claimedAmount, uint256 immediateAmount, uint256 vestingAmount, uint256 timestamp);

    /// @notice `user`'s most recent bet; all zero when none.
    function getLastBet(address user) external view returns (Bet memory);

    /// @notice The bet of VRF request `requestId`; all zero when unknown.
    function getBetHistoryByRequestId(uint256 requestId) external view returns (Bet memory);

    /*//////////////////////////////////////////////////////////////////////////
                                 NON-CONSTANT FUNCTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Registers the caller's allocation with a `Register` signature, then bets; see `bet`.
    /// @dev Emits {UserRegistered}, {BetRequested} and possibly {ExcessEthRefunded}.
    ///
    /// Requirements:
    /// - A valid, unexpired, unused `Register(msg.sender, amount, nonce, deadline)` signature of `signer`.
    /// - The caller must not be registered; `amount` must be positive and fit the unregistered supply.
    /// - All requirements of `bet` except the signature.
    ///
    /// @return requestId The VRF request id.
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
        returns (uint256 requestId);

    /// @notice Stakes `unit` at `multiple`. Reserves `unit * (multiple - 1)` of the buffer, forwards exactly the VRF
    /// price to the wrapper and refunds the excess of `msg.value`. The bet keeps the odds in force now, whatever the
    /// table says later.
    /// @dev Emits {BetRequested} and, when `msg.value` exceeds the price, {ExcessEthRefunded}.
    ///
    /// Requirements:
    /// - A valid, unexpired, unused `Authorize(msg.sender, nonce, deadline)` signature of `signer`.
    /// - Bets must not be off; the caller must be registered, not claimed and without a pending bet.
    /// - (`unit`, `multiple`) must be offered by the betting table and `unit` <= `availableToBet(msg.sender)`.
    /// - The odds in force must be at least as good as the caller accepted: win probability >= `minProbBps` and loss
    /// share <= `maxLossBps` (better odds are accepted, like a slippage bound).
    /// - The buffer must cover `unit * (multiple - 1)`.
    /// - `msg.value` must cover the VRF price.
    /// - The wrapper must return a request id that is neither 0 nor the id of an existing bet.
    ///
    /// @param minProbBps The lowest win probability the caller accepts, in basis points (the row it was shown).
    /// @param maxLossBps The largest loss share the caller accepts, in basis points (the row it was shown).
    /// @return requestId The VRF request id.
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
        returns (uint256 requestId);

    /// @notice Pays redeemable + 10% of vestable now and vests the other 90% in a PUBLIC schedule of 6 equal monthly
    /// tranches (the integer remainder in the last).
    /// @dev Emits {Claimed} and, when something is vested, {Vest}.
    ///
    /// Requirements:
    /// - A valid, unexpired, unused `Authorize(msg.sender, nonce, deadline)` signature of `signer`.
    /// - The current time must be at or after `tgeTimestamp`.
    /// - The caller must be registered, not yet claimed, and without a pending bet.
    function claimAndVest(uint256 nonce, uint256 deadline, bytes calldata signature) external;

    /// @notice Registers the caller's allocation with a `Register` signature, then claims and vests; see
    /// `claimAndVest`.
    /// @dev Emits {UserRegistered}, {Claimed} and, when something is vested, {Vest}.
    function registerAndClaimAndVest(uint256 amount, uint256 nonce, uint256 deadline, bytes calldata signature) external;

    /// @notice First step of cancelling the caller's bet `requestId` when VRF did not fulfil it within `cancelDelay`:
    /// records the time. A fulfilment landing within `CANCEL_FINALIZE_DELAY()` of it still settles the bet; from then
    /// on fulfilments are ignored and `cancelBet` restores the stake. Never re-requests randomness.
    /// @dev Emits a {BetCancelRequested} event.
    ///
    /// Requirements:
    /// - The bet must exist, be pending and belong to the caller.
    /// - `cancelDelay` seconds must have passed since the request.
    /// - No cancel of the bet may have been requested yet.
    function requestCancelBet(uint256 requestId) external;

    /// @notice Second step: finalises the cancel of the caller's bet `requestId`. The stake returns to `vestable`,
    /// the reservation to the buffer, and a later fulfilment is ignored.
    /// @dev Emits a {BetCancelled} event.
    ///
    /// Requirements:
    /// - The bet must exist, be pending (not settled by a fulfilment in the meantime) and belong to the caller.
    /// - Its cancel must have been requested at least `CANCEL_FINALIZE_DELAY()` seconds ago.
    function cancelBet(uint256 requestId) external;

    /// @notice `claimAndVest` paying `recipient`: the part paid at once is transferred to `recipient` and the PUBLIC
    /// schedule is created as a gift to `recipient` (`IGMVesting.createGiftSchedule`): it is `recipient`'s to accept
    /// (or claim), and joins `recipient`'s list only then, so a claim sent to someone never hides or blocks their own.
    /// The record (`hasClaimedAndVested`, the snapshot, `userVestingScheduleIds`) stays the caller's.
    /// @dev Emits {Claimed}, {Vest} when something is vested, and {ClaimedTo} when `recipient` is not the caller.
    ///
    /// Requirements:
    /// - `recipient` must not be the zero address, the token, the VRF wrapper or a contract of a GM Claim deployment
    /// (this contract, any GMVesting, any SignatureVerifier: `GMChallenge_InvalidRecipient`).
    /// - All requirements of `claimAndVest`.
    function claimAndVestTo(address recipient, uint256 nonce, uint256 deadline, bytes calldata serverSignature) external;

    /// @notice `registerAndClaimAndVest` paying `recipient`; see `claimAndVestTo`.
    /// @dev Emits {UserRegistered}, {Claimed}, {Vest} when something is vested, and {ClaimedTo} when `recipient` is
    /// not the caller.
    function registerAndClaimAndVestTo(
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature
    )
        external;

    /// @notice Claims and vests `user`'s allocation to `recipient`, authorised by `user`'s signature; anyone may send
    /// it (a relayer pays the gas). `serverSignature` is the server's `Authorize(user, nonce, deadline)`; `user` signs
    /// the EIP-712 `ClaimAndVest(address user,address recipient,uint256 amount,uint256 nonce,uint256 deadline)` of
    /// this contract's domain with `amount` 0 and the same `nonce` and `deadline`. An EOA signs with ECDSA, a deployed
    /// smart account answers EIP-1271, an account not deployed yet signs EIP-6492 (its factory is called by
    /// `signatureVerifier()`, never by this contract). The server nonce is consumed, so the pair works once.
    /// @dev Emits {Claimed}, {Vest} when something is vested, and {ClaimedTo} when `recipient` is not `user`.
    ///
    /// Requirements:
    /// - `recipient` as in `claimAndVestTo`.
    /// - A valid, unexpired, unused `Authorize(user, nonce, deadline)` signature of `signer`.
    /// - `userSignature` must be `user`'s over these fields (`GMChallenge_InvalidUserSignature`).
    /// - The requirements of `claimAndVest` for `user`.
    function claimAndVestViaSig(
        address user,
        address recipient,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature,
        bytes calldata userSignature
    )
        external;

    /// @notice Registers `user`'s allocation with the server's `Register(user, amount, nonce, deadline)` signature,
    /// then claims and vests it to `recipient`, authorised by `user`'s `ClaimAndVest` signature with this `amount`;
    /// see `claimAndVestViaSig`.
    /// @dev Emits {UserRegistered}, {Claimed}, {Vest} when something is vested, and {ClaimedTo} when `recipient` is
    /// not `user`.
    function registerAndClaimAndVestViaSig(
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline,
        bytes calldata serverSignature,
        bytes calldata userSignature
    )
        external;

    /// @notice Registers `user`'s allocation.
    /// @dev Emits a {UserRegistered} event.
    ///
    /// Requirements:
    /// - The caller must be the owner.
    /// - `user` must not be the zero address nor registered; `amount` must be positive and fit the unregistered
    /// supply.
    function registerBalance(address user, uint256 amount) external;

    /// @notice Registers several allocations; see `registerBalance`. Entries whose user is already registered are
    /// skipped, not refused: a user who registered with a `Register` signature, a batch re-sent after a partial
    /// failure, or a second entry of the same address in one batch emits {RegistrationSkipped} and changes nothing,
    /// so re-running the same batches is idempotent.
    /// @dev Emits a {UserRegistered} or a {RegistrationSkipped} event per entry.
    ///
    /// Requirements:
    /// - The caller must be the owner; the arrays must have the same length.
    /// - Every entry must have a non-zero user and a positive amount fitting 96 bits (checked before the skip).
    /// - The amounts of the entries registered must fit the unregistered supply.
    function registerBalances(address[] calldata users, uint256[] calldata amounts) external;

    /// @notice Pulls `supply + buffer` tokens from the owner: `supply` backs registrations, `buffer` backs winnings.
    /// @dev Emits a {Funded} event. Requirements: the caller must be the owner and have approved the tokens; the
    /// contract must receive exactly `supply + buffer` (fee-on-transfer tokens are refused).
    function fund(uint256 supply, uint256 buffer) external;

    /// @notice Lowers the funded supply by `amount` of its unregistered part (`amount_supply() - amount_registered()`),
    /// typically once the registration window has closed. The released tokens stay in the contract as surplus, which
    /// `withdraw` sends to `withdrawAddress`; registrations are then bounded by the lower supply.
    /// @dev Emits a {SupplyReleased} event. Transfers nothing: `withdraw` is the only way tokens leave as surplus.
    ///
    /// Requirements:
    /// - The caller must be the owner.
    /// - `amount` must be positive and at most `amount_supply() - amount_registered()`.
    function releaseSupply(uint256 amount) external;

    /// @notice Sets the signer of user signatures. Requirements: owner; not the zero address.
    function setSigner(address newSigner) external;

    /// @notice Sets where withdrawals go. Requirements: owner; not the zero address.
    function setWithdrawAddress(address newWithdrawAddress) external;

    /// @notice Sets the VRF callback gas limit. Requirements: owner; within 50,000..2,500,000.
    function setCallbackGasLimit(uint32 newCallbackGasLimit) external;

    /// @notice Sets the odds of (`unit`, `multiple`); 0/0 stops offering it. Pending bets keep their odds.
    /// @dev Requirements: owner; `unit` a positive whole number of GM (a multiple of 1e18) up to `MAX_UNIT()`;
    /// `multiple` within 2..100; both basis points at most 10,000 (else `GMChallenge_InvalidBettingTableEntry`).
    function setBettingTable(uint256 unit, uint256 multiple, uint16 probBps, uint16 lossBps) external;

    /// @notice Pauses (true) or resumes (false) new bets. Claims, cancels and fulfilments are never paused.
    /// @dev Requirements: owner.
    function setOff(bool off) external;

    /// @notice Sets the cancel delay; it also applies to bets already pending.
    /// @dev Emits a {CancelDelaySet} event. Requirements: owner; within `MIN_CANCEL_DELAY()`..`MAX_CANCEL_DELAY()`.
    function setCancelDelay(uint256 newCancelDelay) external;

    /// @notice Sends `amount` of surplus tokens (the balance minus everything owed to users and the unregistered
    /// supply) to `withdrawAddress`; the free buffer shrinks accordingly. Unregistered supply becomes surplus only
    /// through `releaseSupply`.
    /// @dev Emits a {Withdrawn} event. Requirements: owner; `amount` <= the surplus.
    function withdraw(uint256 amount) external;

    /// @notice Sends `amount` of native currency held by the contract to `withdrawAddress`.
    /// @dev Emits a {NativeWithdrawn} event. Requirements: owner.
    function withdrawNative(uint256 amount) external;

    /// @notice Registers `account` for `amount` with a proof of allocation root `version`. Anyone may send it: it
    /// registers only the amount the list holds. Combine it with a claim or a bet in one transaction with `multicall`.
    /// @dev Emits a {UserRegistered} event. Requirements: the version is active; the proof proves the leaf; the account
    /// is not registered (by any means); the version's registrations stay within its total; no value unless inside
    /// `multicall` (where the value pays a bet's VRF fee).
    function registerWithProof(
        address account,
        uint256 version,
        uint256 amount,
        bytes32[] calldata proof
    )
        external
        payable;

    /// @notice Runs several calls of this contract, as `msg.sender`, in one transaction: e.g. `registerWithProof` then
    /// `claimAndVest` (or `…To`, `…ViaSig`, `bet`). Reverts as the first failing call reverts.
    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results);

    /// @notice Proposes allocation root `version` (returned), usable from now + `allocationRootDelay`.
    /// @dev Emits an {AllocationRootProposed} event. Requirements: owner; a nonzero root and total; the supply not yet
    /// registered covers `total` (it is reserved at once).
    function proposeAllocationRoot(bytes32 root, uint256 total, bytes32 listHash) external returns (uint256 version);

    /// @notice Cancels a pending allocation root, returning its total to the supply.
    /// @dev Emits an {AllocationRootCancelled} event. Requirements: owner; the version is pending.
    function cancelAllocationRoot(uint256 version) external;

    /// @notice Sets the delay of roots proposed from now on.
    /// @dev Emits an {AllocationRootDelaySet} event. Requirements: owner; within the bounds.
    function setAllocationRootDelay(uint256 delay) external;

    /// @notice Sets when the missions gate ends: from then on a proof or a registration alone is enough to claim.
    /// @dev Emits a {MissionsGateEndSet} event. Requirements: owner; nonzero; never later than a time already set.
    function setMissionsGateEndsAt(uint256 endsAt) external;

    /// @notice Moves the opening of the claim window: later at any time before it passes, earlier only to a time at
    /// least `OPENING_NOTICE` away; never before the TGE nor at or after the deadline.
    /// @dev Emits a {ClaimWindowSet} event.
    function setClaimsOpenAt(uint256 openAt) external;

    /// @notice Sets the claim deadline (0 removes it) at least `CLAIM_DEADLINE_NOTICE` away and after the opening;
    /// not once the current deadline has passed.
    /// @dev Emits a {ClaimWindowSet} event.
    function setClaimDeadline(uint256 deadline) external;

    /// @notice After the deadline, sends everything never claimed to `treasury`: the token balance minus the pending
    /// bets' stakes and reservations and the buffer. Schedules already created live in GMVesting and never move.
    /// @dev Emits an {UnclaimedSwept} event. Callable again as pending bets settle. Requirements: owner; the deadline has
    /// passed; `treasury` is not zero, the token, the VRF wrapper or a GM Claim contract (as every claim's recipient).
    function sweepUnclaimed(address treasury) external returns (uint256 amount);
}
