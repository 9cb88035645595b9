// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The cheatcodes these tests use (a minimal subset of forge-std's Vm, which is not installable here).
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;
    function deal(address account, uint256 newBalance) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function expectRevert(bytes calldata revertData) external;
    function expectRevert(bytes4 revertData) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function addr(uint256 privateKey) external pure returns (address keyAddr);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function chainId(uint256 newChainId) external;
    function assume(bool condition) external pure;
    function label(address account, string calldata newLabel) external;
    function writeLine(string calldata path, string calldata data) external;
    function load(address target, bytes32 slot) external view returns (bytes32 data);
    function store(address target, bytes32 slot, bytes32 value) external;
    function toString(uint256 value) external pure returns (string memory);
    function getCode(string calldata artifactPath) external view returns (bytes memory creationBytecode);
}
