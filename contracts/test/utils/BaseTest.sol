// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { AllocationTree } from "./AllocationTree.sol";
import { GMChallenge } from "../../contracts/GMChallenge.sol";
import { GMToken } from "../../contracts/GMToken.sol";
import { GMVesting } from "../../contracts/GMVesting.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { VRFWrapperMock } from "../mocks/VRFWrapperMock.sol";
import { Assertions } from "./Assertions.sol";
import { Deploy } from "./Deploy.sol";
import { Modifiers } from "./Modifiers.sol";
import { ServerSignatures } from "./ServerSignatures.sol";
import { UserSignatures } from "./UserSignatures.sol";
import { Vm } from "./Vm.sol";

/// @notice Deploys GMToken, a PUBLIC and a TEAM GMVesting and GMChallenge on a VRF wrapper mock, and signs the
/// server's EIP-712 messages and users' signed claims. The test contract is owner and treasury.
abstract contract BaseTest is Assertions, Modifiers {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    uint256 internal constant GM = 1e18;
    uint256 internal constant SUPPLY = 1_000_000_000 * GM;
    /// @dev 2027-01-15 08:00:00 UTC.
    uint256 internal constant TGE = 1_800_000_000;
    uint256 internal constant SIGNER_KEY = 0xA11CE;
    uint256 internal constant FEE = 0.001 ether;

    GMToken internal token;
    GMVesting internal publicVesting;
    GMVesting internal teamVesting;
    GMChallenge internal challenge;
    VRFWrapperMock internal wrapper;

    address internal owner;
    address internal signer;
    address internal alice = address(0xA11);
    address internal bob = address(0xB0B);
    address internal eve = address(0xE5E);
    address internal withdrawTo = address(0xD1);

    /// @dev A user with a key, for signed claims; `relayer` sends other users' signed claims; `safe` receives claims.
    uint256 internal constant CAROL_KEY = 0xCA401;
    address internal carol;
    address internal relayer = address(0x4E1A7);
    address internal safe = address(0x5AFE);

    uint256 private _nonce;

    function setUp() public virtual {
        vm.warp(TGE - 10 days);
        owner = address(this);
        signer = vm.addr(SIGNER_KEY);
        token = Deploy.gmToken(owner, SUPPLY);
        wrapper = new VRFWrapperMock();
        publicVesting = Deploy.gmVesting(owner, token, TGE, owner, "PUBLIC", address(wrapper));
        teamVesting = Deploy.gmVesting(owner, token, TGE, owner, "TEAM", address(wrapper));
        challenge = Deploy.gmChallenge({
            initialOwner: owner,
            vesting: IGMVesting(address(publicVesting)),
            vrfWrapper: address(wrapper),
            signer_: signer,
            withdrawAddress_: withdrawTo,
            requestConfirmations_: 3,
            callbackGasLimit_: 100_000
        });
        publicVesting.setScheduler(address(challenge), true);
        token.approve(address(challenge), type(uint256).max);
        token.approve(address(teamVesting), type(uint256).max);
        challenge.fund(1_000_000 * GM, 1_000_000 * GM);
        vm.deal(alice, 100 ether);
        vm.deal(bob, 100 ether);
        vm.deal(eve, 100 ether);
        carol = vm.addr(CAROL_KEY);
        vm.deal(carol, 100 ether);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                     SIGNATURES
    //////////////////////////////////////////////////////////////////////////*/

    function nextNonce() internal returns (uint256) {
        return ++_nonce;
    }

    function signDigest(uint256 key, bytes32 structHash, uint256 chainId, address verifyingContract)
        internal
        pure
        returns (bytes memory)
    {
        return ServerSignatures.sign(key, structHash, chainId, verifyingContract);
    }

    /// @dev The address `signature` (r, s, v) recovers to for `digest` (what ECDSA.tryRecover returns for it).
    function recoverSigner(bytes32 digest, bytes memory signature) internal pure returns (address) {
        (bytes32 r, bytes32 s, uint8 v) = UserSignatures.split(signature);
        return ecrecover(digest, v, r, s);
    }

    function signAuthorize(address user, uint256 nonce, uint256 deadline) internal view returns (bytes memory) {
        return signDigest(
            SIGNER_KEY, ServerSignatures.authorizeHash(user, nonce, deadline), block.chainid, address(challenge)
        );
    }

    function signRegister(address user, uint256 amount, uint256 nonce, uint256 deadline) internal view returns (bytes memory) {
        return signDigest(
            SIGNER_KEY,
            ServerSignatures.registerHash(user, amount, nonce, deadline),
            block.chainid,
            address(challenge)
        );
    }

    /// @dev `key`'s `Claim` of schedule `scheduleId` of `vesting` to `recipient` (for a smart account, its owner's key).
    /// @dev Every recipient a claim must refuse (contracts/README.md, "Recipients"): the zero address, the token, the
    /// VRF wrapper, and every contract of the deployment — both GMVesting, GMChallenge and their three verifiers.
    function refusedRecipients() internal view returns (address[] memory refused) {
        refused = new address[](9);
        refused[0] = address(0);
        refused[1] = address(token);
        refused[2] = address(wrapper);
        refused[3] = address(publicVesting);
        refused[4] = address(teamVesting);
        refused[5] = address(challenge);
        refused[6] = address(publicVesting.signatureVerifier());
        refused[7] = address(teamVesting.signatureVerifier());
        refused[8] = address(challenge.signatureVerifier());
    }

    /// @dev The nonce of `beneficiary`'s signed claim number `counter` (GMVesting.nonces: the address above a 32-bit
    /// counter).
    function claimNonce(address beneficiary, uint256 counter) internal pure returns (uint256) {
        return (uint256(uint160(beneficiary)) << 32) | counter;
    }

    function signClaim(
        uint256 key,
        GMVesting vesting,
        uint256 scheduleId,
        address recipient,
        uint256 nonce,
        uint256 deadline
    )
        internal
        view
        returns (bytes memory)
    {
        return UserSignatures.sign(
            key, UserSignatures.claimDigest(block.chainid, address(vesting), scheduleId, recipient, nonce, deadline)
        );
    }

    /// @dev `key`'s `ClaimAndVest` of `user`'s allocation to `recipient` for GMChallenge.
    function signClaimAndVest(
        uint256 key,
        address user,
        address recipient,
        uint256 amount,
        uint256 nonce,
        uint256 deadline
    )
        internal
        view
        returns (bytes memory)
    {
        return UserSignatures.sign(
            key,
            UserSignatures.claimAndVestDigest(
                block.chainid, address(challenge), user, recipient, amount, nonce, deadline
            )
        );
    }

    /// @dev What a relayed claim & vest sends: a fresh server nonce and deadline, the server's Authorize for `user`, and
    /// `key`'s ClaimAndVest of `user`'s allocation to `recipient`.
    function signedClaimAndVest(
        uint256 key,
        address user,
        address recipient
    )
        internal
        returns (uint256 nonce, uint256 deadline, bytes memory serverSignature, bytes memory userSignature)
    {
        nonce = nextNonce();
        deadline = block.timestamp + 600;
        serverSignature = signAuthorize(user, nonce, deadline);
        userSignature = signClaimAndVest(key, user, recipient, 0, nonce, deadline);
    }

    /*//////////////////////////////////////////////////////////////////////////
                                        LOGS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev How many of `logs` (from `vm.getRecordedLogs()`) `emitter` emitted with topic0 `topic`.
    function countLogs(Vm.Log[] memory logs, address emitter, bytes32 topic) internal pure returns (uint256 count) {
        for (uint256 i = 0; i < logs.length; ++i) {
            if (logs[i].emitter == emitter && logs[i].topics.length > 0 && logs[i].topics[0] == topic) {
                ++count;
            }
        }
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       ACTIONS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev Makes the next call come from `caller` and expects it to revert with `revertData`.
    function expectRevertAs(address caller, bytes memory revertData) internal {
        vm.prank(caller);
        vm.expectRevert(revertData);
    }

    /// @dev Makes the next call come from `caller`, who is not the owner, and expects Ownable's refusal of it.
    function expectNotOwner(address caller) internal {
        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, caller));
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  ALLOCATION LISTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @dev The test list: alice 100, bob 200, carol 300, eve 400 GM (total 1,000 GM).
    function listAccounts() internal view returns (address[] memory accounts, uint256[] memory amounts) {
        accounts = new address[](4);
        amounts = new uint256[](4);
        (accounts[0], accounts[1], accounts[2], accounts[3]) = (alice, bob, carol, eve);
        (amounts[0], amounts[1], amounts[2], amounts[3]) = (100 * GM, 200 * GM, 300 * GM, 400 * GM);
    }

    function listLeaves(uint256 version) internal view returns (bytes32[] memory) {
        (address[] memory accounts, uint256[] memory amounts) = listAccounts();
        return AllocationTree.leaves(address(challenge), version, accounts, amounts);
    }

    /// @dev Proposes the test list as the next version (total 1,000 GM) and waits until it is active.
    function activateList() internal returns (uint256 version) {
        version = uint256(challenge.allocationRootCount()) + 1;
        challenge.proposeAllocationRoot(AllocationTree.root(listLeaves(version)), 1_000 * GM, keccak256("list"));
        vm.warp(block.timestamp + challenge.allocationRootDelay());
    }

    /// @dev The proof of entry `index` (0 alice, 1 bob, 2 carol, 3 eve) of the test list of `version`.
    function listProof(uint256 version, uint256 index) internal view returns (bytes32[] memory) {
        return AllocationTree.proof(listLeaves(version), index);
    }

    function register(address user, uint256 amount) internal {
        challenge.registerBalance(user, amount);
    }

    /// @dev Bets accepting the default row of `multiple` (what the web shows for the deployed table). The odds are not
    /// read from the contract here, so that a preceding `vm.expectRevert` applies to the bet itself.
    function betAs(address user, uint256 unit, uint256 multiple) internal returns (uint256 requestId) {
        // Bets open with the claim window (at first the TGE).
        if (block.timestamp < TGE) vm.warp(TGE);
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(user, nonce, deadline);
        (uint16 probBps, uint16 lossBps) = defaultOdds(multiple);
        vm.prank(user);
        requestId = challenge.bet{ value: FEE }(unit, multiple, probBps, lossBps, nonce, deadline, signature);
    }

    /// @dev Requests the cancel of `requestId` once `cancelDelay` has passed, then finalises it.
    function cancelAs(address user, uint256 requestId) internal {
        vm.warp(block.timestamp + challenge.cancelDelay());
        vm.prank(user);
        challenge.requestCancelBet(requestId);
        vm.warp(block.timestamp + challenge.CANCEL_FINALIZE_DELAY());
        vm.prank(user);
        challenge.cancelBet(requestId);
    }

    function claimAndVestAs(address user) internal {
        uint256 nonce = nextNonce();
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signAuthorize(user, nonce, deadline);
        vm.prank(user);
        challenge.claimAndVest(nonce, deadline, signature);
    }

    function fulfill(uint256 requestId, uint256 word) internal returns (bool) {
        return wrapper.fulfillOne(address(challenge), requestId, word);
    }

    /// @dev The deployed betting table's row for `multiple` (every unit has the same rows).
    function defaultOdds(uint256 multiple) internal pure returns (uint16 probBps, uint16 lossBps) {
        if (multiple == 2) return (2500, 5000);
        if (multiple == 4) return (1500, 7000);
        if (multiple == 6) return (1200, 9000);
        return (0, 10_000);
    }

    function sixMonths(uint256 each) internal pure returns (uint256[] memory amounts) {
        amounts = new uint256[](6);
        for (uint256 i = 0; i < 6; ++i) {
            amounts[i] = each;
        }
    }
}
