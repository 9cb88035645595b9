// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Multicall3 } from "../../../dev/Multicall3.sol";
import { Assertions } from "../../utils/Assertions.sol";
import { Deploy } from "../../utils/Deploy.sol";
import { Modifiers } from "../../utils/Modifiers.sol";
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

/// @notice Shared setup of the dev-only Multicall3's tests: it behaves like the canonical one for the calls the web
/// makes.
abstract contract Multicall3_Unit_Test is Assertions, Modifiers {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    Multicall3 internal multicall;
    Multicall3Target internal target;

    function setUp() public {
        multicall = Deploy.multicall3();
        target = new Multicall3Target();
    }

    function call(bool allowFailure, bytes memory data) internal view returns (Multicall3.Call3 memory) {
        return Multicall3.Call3({ target: address(target), allowFailure: allowFailure, callData: data });
    }
}
