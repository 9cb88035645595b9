// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { ERC20 } from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import { IERC20Permit } from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import { ERC20Permit } from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

import { IGMDeploymentContract } from "./interfaces/IGMDeploymentContract.sol";
import { IGMToken } from "./interfaces/IGMToken.sol";
import { Errors } from "./libraries/Errors.sol";

/// @title GMToken
/// @notice See the documentation in {IGMToken}.
contract GMToken is ERC20, ERC20Permit, IGMToken, IGMDeploymentContract {
    /// @param treasury Receives the whole fixed supply.
    /// @param totalSupply_ The fixed supply, 18-decimal units.
    constructor(address treasury, uint256 totalSupply_) ERC20("GM", "GM") ERC20Permit("GM") {
        if (treasury == address(0)) {
            revert Errors.GMToken_TreasuryZeroAddress();
        }
        _mint(treasury, totalSupply_);
    }

    /// @inheritdoc IGMDeploymentContract
    function gmClaimDeploymentContract() external pure override returns (bytes4) {
        return IGMDeploymentContract.gmClaimDeploymentContract.selector;
    }

    /// @inheritdoc IERC20Permit
    function nonces(address owner) public view override(ERC20Permit, IERC20Permit) returns (uint256) {
        return super.nonces(owner);
    }
}
