// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { SmartAccountMock } from "./SmartAccountMock.sol";

/// @notice Deploys SmartAccountMock accounts at CREATE2 addresses known before deployment (counterfactual accounts, as
/// ERC-4337 factories do), and records who asked, so a test can see which contract made an EIP-6492 factory call.
/// With `reentryTarget` set, it also calls that target with `reentryData` while deploying (an attacker's factory) and
/// records what the call returned instead of reverting.
contract SmartAccountFactoryMock {
    address public lastCaller;
    uint256 public deployments;

    address public reentryTarget;
    bytes public reentryData;
    bool public reentrySucceeded;
    bytes public reentryResult;

    function setReentry(address target, bytes calldata data) external {
        reentryTarget = target;
        reentryData = data;
    }

    function createAccount(address owner, bytes32 salt) external returns (SmartAccountMock account) {
        lastCaller = msg.sender;
        ++deployments;
        account = new SmartAccountMock{ salt: salt }(owner);
        if (reentryTarget != address(0)) {
            (reentrySucceeded, reentryResult) = reentryTarget.call(reentryData);
        }
    }

    function accountAddress(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(SmartAccountMock).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
