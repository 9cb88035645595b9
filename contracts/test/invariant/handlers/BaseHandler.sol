// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { Vm } from "../../utils/Vm.sol";
import { HandlerStore } from "../stores/HandlerStore.sol";

/// @notice What every invariant handler shares: the cheatcodes, the ghost store and the per-function call counters.
abstract contract BaseHandler {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    HandlerStore public immutable store;

    constructor(HandlerStore store_) {
        store = store_;
    }

    /// @dev Counts every call of the handler function `func` in the store.
    modifier instrument(string memory func) {
        store.recordCall(func);
        _;
    }

    /// @dev Counts a call of `func` that went through.
    function succeeded(string memory func) internal {
        store.recordSuccess(func);
    }

    function _actor(uint256 seed) internal view returns (address) {
        return store.actors(seed % store.actorCount());
    }

    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (x >= min && x <= max) return x;
        return min + (x % (max - min + 1));
    }
}
