// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3 } from "../../../dev/Multicall3.sol";
import { Assertions } from "../../utils/Assertions.sol";
import { Vm } from "../../utils/Vm.sol";

/// @dev A target whose calls succeed or revert on demand.
contract Multicall3Target {
    error Multicall3Target_Nope(uint256 code);

    function echo(uint256 value) external pure returns (uint256) {
        return value;
    }

    function fail(uint256 code) external pure {
        revert Multicall3Target_Nope(code);
    }
}

/// @notice See aggregate3.tree: the local Multicall3 behaves like the canonical one for the calls the web makes.
contract Multicall3Test is Assertions {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    Multicall3 internal multicall;
    Multicall3Target internal target;

    function setUp() public {
        multicall = new Multicall3();
        target = new Multicall3Target();
    }

    function call(bool allowFailure, bytes memory data) internal view returns (Multicall3.Call3 memory) {
        return Multicall3.Call3({ target: address(target), allowFailure: allowFailure, callData: data });
    }

    function test_WhenTheBatchIsEmpty() external {
        Multicall3.Result[] memory results = multicall.aggregate3(new Multicall3.Call3[](0));
        assertEq(results.length, 0, "no results");
    }

    function test_WhenEveryCallSucceeds() external {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = call(false, abi.encodeCall(Multicall3Target.echo, (7)));
        calls[1] = call(false, abi.encodeCall(Multicall3Target.echo, (11)));
        Multicall3.Result[] memory results = multicall.aggregate3(calls);
        assertEq(results.length, 2, "two results");
        assertTrue(results[0].success && results[1].success, "both succeed");
        assertEq(abi.decode(results[0].returnData, (uint256)), 7, "first in order");
        assertEq(abi.decode(results[1].returnData, (uint256)), 11, "second in order");
    }

    function test_GivenTheCallAllowsFailure() external {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = call(true, abi.encodeCall(Multicall3Target.fail, (42)));
        calls[1] = call(false, abi.encodeCall(Multicall3Target.echo, (5)));
        Multicall3.Result[] memory results = multicall.aggregate3(calls);
        assertFalse(results[0].success, "failure reported");
        assertTrue(
            keccak256(results[0].returnData)
                == keccak256(abi.encodeWithSelector(Multicall3Target.Multicall3Target_Nope.selector, 42)),
            "revert data kept"
        );
        assertTrue(results[1].success, "the batch went on");
        assertEq(abi.decode(results[1].returnData, (uint256)), 5, "later call's data");
    }

    function test_RevertGiven_TheCallDoesNotAllowFailure() external {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = call(false, abi.encodeCall(Multicall3Target.echo, (1)));
        calls[1] = call(false, abi.encodeCall(Multicall3Target.fail, (3)));
        vm.expectRevert(abi.encodeWithSelector(Multicall3.Multicall3_CallFailed.selector, 1));
        multicall.aggregate3(calls);
    }

    function test_BlockAndAccountGetters() external {
        vm.warp(1_900_000_000);
        vm.deal(address(0xBEEF), 3 ether);
        assertEq(multicall.getCurrentBlockTimestamp(), 1_900_000_000, "timestamp");
        assertEq(multicall.getBlockNumber(), block.number, "block number");
        assertEq(multicall.getEthBalance(address(0xBEEF)), 3 ether, "balance");
        assertEq(multicall.getChainId(), block.chainid, "chain id");
    }
}
