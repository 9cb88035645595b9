// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { ERC20 } from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice An ERC20 that burns 1% of every transfer: the kind of token the contracts do not support.
contract FeeOnTransferToken is ERC20 {
    constructor(address holder, uint256 supply) ERC20("Fee", "FEE") {
        _mint(holder, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value / 100;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}
