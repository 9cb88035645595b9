// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The `when…` (input) and `given…` (state) branches of the unit tests' `.tree` files. Each test names
/// the branches that lead to it, so a test reads as its path in the tree; the state a branch needs is set up by
/// the test contract's `setUp` or the test itself, so these modifiers only label.
abstract contract Modifiers {
    modifier givenBets() {
        _;
    }

    modifier givenCancelRequested() {
        _;
    }

    modifier givenDelayPassed() {
        _;
    }

    modifier givenNoSchedule() {
        _;
    }

    modifier givenNotRegistered() {
        _;
    }

    modifier givenNothingClaimable() {
        _;
    }

    modifier givenPending() {
        _;
    }

    modifier givenProposal() {
        _;
    }

    modifier givenRevocableActive() {
        _;
    }

    modifier givenSignerHasCode() {
        _;
    }

    modifier givenSignerHasNoCode() {
        _;
    }

    modifier givenSomethingClaimable() {
        _;
    }

    modifier givenUserMayClaim() {
        _;
    }

    modifier whenACallReverts() {
        _;
    }

    modifier whenAmountFitsSurplus() {
        _;
    }

    modifier whenAmountFitsUnregistered() {
        _;
    }

    modifier whenAmountValid() {
        _;
    }

    modifier whenArgumentsValid() {
        _;
    }

    modifier whenArraysMatch() {
        _;
    }

    modifier whenCallerAuthorized() {
        _;
    }

    modifier whenCallerBeneficiary() {
        _;
    }

    modifier whenCallerBettor() {
        _;
    }

    modifier whenCallerIsProposed() {
        _;
    }

    modifier whenCallerOwner() {
        _;
    }

    modifier whenCallerScheduler() {
        _;
    }

    modifier whenCallerWrapper() {
        _;
    }

    modifier whenDeadlineNotPassed() {
        _;
    }

    modifier whenEntryValid() {
        _;
    }

    modifier whenEverythingHolds() {
        _;
    }

    modifier whenInputsValid() {
        _;
    }

    modifier whenNonceUnused() {
        _;
    }

    modifier whenNotWrapped() {
        _;
    }

    modifier whenOwnerTransfers() {
        _;
    }

    modifier whenRecipientValid() {
        _;
    }

    modifier whenRemoving() {
        _;
    }

    modifier whenScheduleExists() {
        _;
    }

    modifier whenServerSignatureValid() {
        _;
    }

    modifier whenSignatureValid() {
        _;
    }

    modifier whenSomethingFunded() {
        _;
    }

    modifier whenUserSignatureValid() {
        _;
    }

    modifier whenValueExceedsPrice() {
        _;
    }

    modifier whenWrapped() {
        _;
    }
}
