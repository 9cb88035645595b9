// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { ReentrancyGuardTransient } from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { GMVesting } from "../../contracts/GMVesting.sol";
import { Errors } from "../../contracts/libraries/Errors.sol";
import { SmartAccountFactoryMock } from "../mocks/SmartAccountFactoryMock.sol";
import { SmartAccountMock } from "../mocks/SmartAccountMock.sol";
import { BaseTest } from "../utils/BaseTest.sol";
import { Deploy } from "../utils/Deploy.sol";
import { ServerSignatures } from "../utils/ServerSignatures.sol";
import { UserSignatures } from "../utils/UserSignatures.sol";

/// @notice Signed and redirected claims (issue 21) played as attacks: a relayer or anyone watching the mempool tries to
/// replay, stretch, move or forge a signed claim, or to reach the contracts' tokens through an EIP-6492 factory call.
/// Every attack must leave the victim's tokens where the victim sent them.
contract SignedClaimAttacks_Test is BaseTest {
    uint256 internal constant EVE_KEY = 0xE5E;
    uint256 internal constant ALLOCATION = 1_000 * GM;
    uint256 internal constant FEB_15 = 1_802_678_400; // 2027-02-15 08:00 UTC, month 1 of a release day 15
    uint256 internal constant MAR_15 = 1_805_097_600;

    uint256 internal id;

    function setUp() public override {
        super.setUp();
        id = teamVesting.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
    }

    function test_Attack_ReplayedClaim() public {
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 30 days;
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        teamVesting.claimViaSig(id, safe, deadline, signature);
        // Next month, the deadline still ahead: the relayer sends the same signature again.
        vm.warp(MAR_15);
        vm.prank(relayer);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, signature);
        assertEq(token.balanceOf(safe), 250 * GM, "paid once");
    }

    function test_Attack_ReplayedClaimAndVest() public {
        register(carol, ALLOCATION);
        vm.warp(TGE);
        (uint256 nonce, uint256 deadline, bytes memory server, bytes memory user) =
            signedClaimAndVest(CAROL_KEY, carol, safe);
        challenge.claimAndVestViaSig(carol, safe, nonce, deadline, server, user);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_NonceAlreadyUsed.selector, carol, nonce));
        challenge.claimAndVestViaSig(carol, safe, nonce, deadline, server, user);
        // With a fresh server signature (another nonce) the old user signature no longer fits.
        uint256 fresh = nextNonce();
        bytes memory freshServer = signAuthorize(carol, fresh, deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        challenge.claimAndVestViaSig(carol, safe, fresh, deadline, freshServer, user);
    }

    function test_Attack_ExpiredSignature() public {
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_SignatureExpired.selector, deadline, deadline + 1));
        teamVesting.claimViaSig(id, safe, deadline, signature);
    }

    /// @dev A signature for this chain sent on a fork with another chain id, and one made for another chain.
    function test_Attack_WrongChain() public {
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory here = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        bytes memory elsewhere = UserSignatures.sign(
            CAROL_KEY, UserSignatures.claimDigest(56, address(teamVesting), id, safe, claimNonce(carol, 0), deadline)
        );
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, elsewhere);
        uint256 chain = block.chainid;
        vm.chainId(chain + 1);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, here);
        vm.chainId(chain);
        teamVesting.claimViaSig(id, safe, deadline, here);
        assertEq(token.balanceOf(safe), 250 * GM, "valid on its own chain");
    }

    /// @dev Five GMVesting deployments number their schedules alike: a signature for TEAM's schedule 1 must not claim
    /// another deployment's schedule 1, and a GMChallenge signature is no GMVesting signature.
    function test_Attack_WrongContract() public {
        GMVesting backer = Deploy.gmVesting(owner, IERC20(address(token)), TGE, owner, "BACKER");
        token.approve(address(backer), type(uint256).max);
        uint256 backerId = backer.createVestingSchedule(carol, 100 * GM, 15, sixMonths(150 * GM));
        assertEq(backerId, id, "same id");
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory forTeam = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        backer.claimViaSig(backerId, safe, deadline, forTeam);
        // The same fields under GMChallenge's domain.
        bytes memory challengeDomain = UserSignatures.sign(
            CAROL_KEY,
            ServerSignatures.digest(UserSignatures.claimHash(id, safe, claimNonce(carol, 0), deadline), block.chainid, address(challenge))
        );
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, safe, deadline, challengeDomain);
    }

    /// @dev The relayer (or a mempool watcher) changes the recipient to itself, or signs with its own key.
    function test_Attack_ForgedOrRedirected() public {
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory toSafe = signClaim(CAROL_KEY, teamVesting, id, safe, claimNonce(carol, 0), deadline);
        vm.startPrank(vm.addr(EVE_KEY));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, vm.addr(EVE_KEY), deadline, toSafe);
        bytes memory byEve = signClaim(EVE_KEY, teamVesting, id, vm.addr(EVE_KEY), claimNonce(carol, 0), deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, vm.addr(EVE_KEY), deadline, byEve);
        vm.stopPrank();

        // The API's signer key alone (a compromised server) cannot move a registered user's claim elsewhere.
        register(carol, ALLOCATION);
        vm.warp(TGE + 40 days);
        uint256 nonce = nextNonce();
        deadline = block.timestamp + 600;
        bytes memory server = signAuthorize(carol, nonce, deadline);
        bytes memory bySigner = UserSignatures.sign(
            SIGNER_KEY,
            UserSignatures.claimAndVestDigest(block.chainid, address(challenge), carol, eve, 0, nonce, deadline)
        );
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        challenge.claimAndVestViaSig(carol, eve, nonce, deadline, server, bySigner);
        assertEq(token.balanceOf(eve), 0, "eve got nothing");
    }

    function test_Attack_ZeroRecipient() public {
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory toZero = signClaim(CAROL_KEY, teamVesting, id, address(0), claimNonce(carol, 0), deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, address(0)));
        teamVesting.claimViaSig(id, address(0), deadline, toZero);
        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidRecipient.selector, address(0)));
        teamVesting.claimTo(id, address(0));

        register(carol, ALLOCATION);
        uint256 nonce = nextNonce();
        bytes memory server = signAuthorize(carol, nonce, deadline);
        bytes memory user = signClaimAndVest(CAROL_KEY, carol, address(0), 0, nonce, deadline);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidRecipient.selector, address(0)));
        challenge.claimAndVestViaSig(carol, address(0), nonce, deadline, server, user);
        assertEq(token.balanceOf(address(0)), 0, "nothing burnt");
    }

    /// @dev A Safe-like account signs with EIP-1271; once it stops accepting (owner rotated), old signatures die.
    function test_Attack_Eip1271AccountRevokesASignature() public {
        SmartAccountMock account = new SmartAccountMock(carol);
        uint256 accountId = teamVesting.createVestingSchedule(address(account), 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = signClaim(CAROL_KEY, teamVesting, accountId, safe, claimNonce(address(account), 0), deadline);
        vm.prank(carol);
        account.setAccepting(false);
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, address(account)));
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
        vm.prank(carol);
        account.setAccepting(true);
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
        assertEq(token.balanceOf(safe), 250 * GM, "paid after acceptance");
    }

    /// @dev A counterfactual account's factory that re-enters the claim while it is deployed: the re-entry is refused,
    /// the claim pays once.
    function test_Attack_Eip6492FactoryReenters() public {
        SmartAccountFactoryMock factory = new SmartAccountFactoryMock();
        bytes32 salt = keccak256("carol");
        address account = factory.accountAddress(carol, salt);
        uint256 accountId = teamVesting.createVestingSchedule(account, 100 * GM, 15, sixMonths(150 * GM));
        vm.warp(FEB_15);
        uint256 deadline = block.timestamp + 600;
        bytes memory signature = UserSignatures.wrap6492(
            address(factory),
            abi.encodeCall(SmartAccountFactoryMock.createAccount, (carol, salt)),
            signClaim(CAROL_KEY, teamVesting, accountId, safe, claimNonce(account, 0), deadline)
        );
        factory.setReentry(
            address(teamVesting), abi.encodeCall(teamVesting.claimViaSig, (accountId, safe, deadline, signature))
        );
        teamVesting.claimViaSig(accountId, safe, deadline, signature);
        assertFalse(factory.reentrySucceeded(), "re-entry refused");
        assertTrue(
            keccak256(factory.reentryResult())
                == keccak256(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector)),
            "by the reentrancy guard"
        );
        assertEq(token.balanceOf(safe), 250 * GM, "paid once");
        assertEq(teamVesting.nonces(account), claimNonce(account, 1), "one nonce");
    }

    /// @dev The factory call an EIP-6492 signature carries is arbitrary: aimed at the token, it would move GMVesting's or
    /// GMChallenge's tokens if they made it. The verifier makes it, holds nothing and is approved for nothing.
    function test_Attack_Eip6492CallAimedAtTheTokens() public {
        register(carol, ALLOCATION);
        vm.warp(TGE);
        uint256 vestingBalance = token.balanceOf(address(teamVesting));
        uint256 challengeBalance = token.balanceOf(address(challenge));
        address attacker = vm.addr(EVE_KEY);
        // GMChallenge approved the PUBLIC vesting for everything: a transferFrom from GMChallenge made by that
        // vesting would succeed. Made by the verifier, it fails.
        bytes memory steal = abi.encodeCall(IERC20.transferFrom, (address(challenge), attacker, challengeBalance));
        uint256 deadline = block.timestamp + 600;
        bytes memory vestingSig = UserSignatures.wrap6492(address(token), steal, hex"00");
        vm.expectRevert(abi.encodeWithSelector(Errors.GMVesting_InvalidSignature.selector, carol));
        teamVesting.claimViaSig(id, attacker, deadline, vestingSig);
        uint256 nonce = nextNonce();
        bytes memory server = signAuthorize(carol, nonce, deadline);
        bytes memory steal2 = abi.encodeCall(IERC20.transfer, (attacker, challengeBalance));
        vm.expectRevert(abi.encodeWithSelector(Errors.GMChallenge_InvalidUserSignature.selector, carol));
        challenge.claimAndVestViaSig(
            carol, attacker, nonce, deadline, server, UserSignatures.wrap6492(address(token), steal2, hex"00")
        );
        assertEq(token.balanceOf(attacker), 0, "nothing stolen");
        assertEq(token.balanceOf(address(teamVesting)), vestingBalance, "GMVesting untouched");
        assertEq(token.balanceOf(address(challenge)), challengeBalance, "GMChallenge untouched");
        assertEq(token.allowance(address(challenge), address(challenge.signatureVerifier())), 0, "no allowance");
    }
}
