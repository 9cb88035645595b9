// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { Multicall3 } from "../../dev/Multicall3.sol";
import { GMChallenge } from "../../contracts/GMChallenge.sol";
import { GMToken } from "../../contracts/GMToken.sol";
import { GMVesting } from "../../contracts/GMVesting.sol";
import { SignatureVerifier } from "../../contracts/SignatureVerifier.sol";
import { IGMVesting } from "../../contracts/interfaces/IGMVesting.sol";
import { Vm } from "./Vm.sol";

/// @notice Deploys the production contracts from the build's artifacts (`vm.getCode`), so that the Solidity tests run
/// the very bytecode `contracts:build` makes and a chain gets (GMVesting through the IR pipeline at 1,000,000 runs,
/// GMChallenge at 2,000, the others at the project's 10,000), not a copy compiled with the tests' settings (the test
/// files compile without the optimizer: config/test-compile). Each function does what `new` does: a CREATE from the
/// calling test contract (same address, same `msg.sender`), a constructor's revert bubbled up.
library Deploy {
    Vm private constant VM = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    function gmToken(address treasury, uint256 totalSupply) internal returns (GMToken) {
        return GMToken(artifact("contracts/GMToken.sol:GMToken", abi.encode(treasury, totalSupply)));
    }

    function gmVesting(
        address initialOwner,
        IERC20 token,
        uint256 tgeTimestamp,
        address treasury,
        string memory claimType
    ) internal returns (GMVesting) {
        return gmVesting(initialOwner, token, tgeTimestamp, treasury, claimType, address(0));
    }

    function gmVesting(
        address initialOwner,
        IERC20 token,
        uint256 tgeTimestamp,
        address treasury,
        string memory claimType,
        address vrfWrapper
    ) internal returns (GMVesting) {
        return GMVesting(
            artifact(
                "contracts/GMVesting.sol:GMVesting",
                abi.encode(initialOwner, token, tgeTimestamp, treasury, claimType, vrfWrapper)
            )
        );
    }

    function gmChallenge(
        address initialOwner,
        IGMVesting vesting,
        address vrfWrapper,
        address signer_,
        address withdrawAddress_,
        uint16 requestConfirmations_,
        uint32 callbackGasLimit_
    ) internal returns (GMChallenge) {
        return GMChallenge(
            artifact(
                "contracts/GMChallenge.sol:GMChallenge",
                abi.encode(
                    initialOwner,
                    vesting,
                    vrfWrapper,
                    signer_,
                    withdrawAddress_,
                    requestConfirmations_,
                    callbackGasLimit_
                )
            )
        );
    }

    function signatureVerifier() internal returns (SignatureVerifier) {
        return SignatureVerifier(artifact("contracts/SignatureVerifier.sol:SignatureVerifier", ""));
    }

    function multicall3() internal returns (Multicall3) {
        return Multicall3(artifact("dev/Multicall3.sol:Multicall3", ""));
    }

    /// @dev `name`'s creation code from its artifact with `constructorArgs` appended, deployed as `new` deploys.
    function artifact(string memory name, bytes memory constructorArgs) private returns (address deployed) {
        bytes memory code = bytes.concat(VM.getCode(name), constructorArgs);
        assembly ("memory-safe") {
            deployed := create(0, add(code, 0x20), mload(code))
            if iszero(deployed) {
                let revertData := mload(0x40)
                returndatacopy(revertData, 0, returndatasize())
                revert(revertData, returndatasize())
            }
        }
    }
}
