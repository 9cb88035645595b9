// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3 } from "../../../../dev/Multicall3.sol";
import { Multicall3_Unit_Test, Multicall3Target } from "../Multicall3UnitTest.sol";

contract Aggregate3_Multicall3_Unit_Test is Multicall3_Unit_Test {
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

    function test_GivenTheCallAllowsFailure() external whenACallReverts {
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

    function test_RevertGiven_TheCallDoesNotAllowFailure() external whenACallReverts {
        Multicall3.Call3[] memory calls = new Multicall3.Call3[](2);
        calls[0] = call(false, abi.encodeCall(Multicall3Target.echo, (1)));
        calls[1] = call(false, abi.encodeCall(Multicall3Target.fail, (3)));
        vm.expectRevert(abi.encodeWithSelector(Multicall3.Multicall3_CallFailed.selector, 1));
        multicall.aggregate3(calls);
    }
}
