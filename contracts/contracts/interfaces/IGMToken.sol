// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { IERC20Metadata } from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import { IERC20Permit } from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";

/// @title IGMToken
/// @notice The GM token: a plain ERC-20 with EIP-2612 permits, name and symbol "GM", 18 decimals, whose whole fixed
/// supply is minted to a treasury at deployment. No owner, no mint after deployment, no burn hooks.
interface IGMToken is IERC20, IERC20Metadata, IERC20Permit { }
