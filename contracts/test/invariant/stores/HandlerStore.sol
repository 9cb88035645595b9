// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The ghost state of the invariant handlers, kept apart from the handlers (as Sablier's HandlerStore): the
/// actors, what the system owes and paid each of them, the outcome of every request and schedule, the flags a broken
/// invariant would raise, and how often each handler function was called and went through.
/// @dev Written only by the handlers; the invariant test reads it.
contract HandlerStore {
    /*//////////////////////////////////////////////////////////////////////////
                                   CALL COUNTERS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Calls of each handler function, and how many of them went through (the action succeeded).
    mapping(string func => uint256 count) public calls;
    mapping(string func => uint256 count) public successes;
    uint256 public totalCalls;
    uint256 public totalSuccesses;
    string[] internal _functions;

    function recordCall(string calldata func) external {
        if (calls[func] == 0) {
            _functions.push(func);
        }
        ++calls[func];
        ++totalCalls;
    }

    function recordSuccess(string calldata func) external {
        ++successes[func];
        ++totalSuccesses;
    }

    /// @notice The handler functions called at least once, in order of their first call.
    function functions() external view returns (string[] memory) {
        return _functions;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       ACTORS
    //////////////////////////////////////////////////////////////////////////*/

    address[] public actors;

    function addActor(address actor) external {
        actors.push(actor);
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                       GHOSTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Each actor's registered allocation, and what the Challenge and the PUBLIC vesting paid it.
    mapping(address user => uint256 amount) public allocationOf;
    mapping(address user => uint256 amount) public paidTo;

    /// @notice Every request id a bet obtained, and how it ended as the handler saw it.
    uint256[] public requestIds;
    mapping(uint256 requestId => bool cancelled) public ghostCancelled;
    mapping(uint256 requestId => bool resolved) public ghostResolved;

    /// @notice Who each PUBLIC schedule belongs to (moved only by an accepted proposal), who is proposed, and whose
    /// claim created it (vesting claims count against that allocation, whoever holds the schedule).
    mapping(uint256 scheduleId => address beneficiary) public ghostBeneficiaryOf;
    mapping(uint256 scheduleId => address proposed) public ghostProposedOf;
    mapping(uint256 scheduleId => address user) public ghostOriginOf;

    /// @notice Every signature that went through (user, nonce), for replays and `usedNonces`.
    address[] public usedUsers;
    uint256[] public usedNonceList;
    uint256 public lastIssuedNonce;

    /// @notice Signed GMVesting claims that went through, per beneficiary, and signed claims of both kinds in all.
    mapping(address beneficiary => uint256 count) public signedClaimsOf;
    uint256 public signedClaimsExecuted;

    uint256 public resolvedWithCancelRequested;
    uint256 public cancelsRequested;
    uint256 public beneficiariesAccepted;
    uint256 public registrationsSkipped;
    uint256 public withdrawn;
    uint256 public released;

    function setAllocation(address user, uint256 amount) external {
        allocationOf[user] = amount;
    }

    function addPaid(address user, uint256 amount) external {
        paidTo[user] += amount;
    }

    function addRequest(uint256 requestId) external {
        requestIds.push(requestId);
    }

    function requestCount() external view returns (uint256) {
        return requestIds.length;
    }

    function setCancelled(uint256 requestId) external {
        ghostCancelled[requestId] = true;
    }

    function setResolved(uint256 requestId) external {
        ghostResolved[requestId] = true;
    }

    function setBeneficiary(uint256 scheduleId, address beneficiary) external {
        ghostBeneficiaryOf[scheduleId] = beneficiary;
    }

    function setProposed(uint256 scheduleId, address proposed) external {
        ghostProposedOf[scheduleId] = proposed;
    }

    /// @dev Whether a PUBLIC schedule is a gift its recipient has not accepted yet.
    mapping(uint256 scheduleId => bool pending) public ghostGift;

    function setGift(uint256 scheduleId, bool pending) external {
        ghostGift[scheduleId] = pending;
    }

    function setOrigin(uint256 scheduleId, address user) external {
        ghostOriginOf[scheduleId] = user;
    }

    function addUsedNonce(address user, uint256 nonce) external {
        usedUsers.push(user);
        usedNonceList.push(nonce);
    }

    function usedCount() external view returns (uint256) {
        return usedUsers.length;
    }

    function issueNonce() external returns (uint256) {
        return ++lastIssuedNonce;
    }

    function addSignedClaimOf(address beneficiary) external {
        ++signedClaimsOf[beneficiary];
    }

    function addSignedClaimExecuted() external {
        ++signedClaimsExecuted;
    }

    function addResolvedWithCancelRequested() external {
        ++resolvedWithCancelRequested;
    }

    function addCancelRequested() external {
        ++cancelsRequested;
    }

    function addBeneficiaryAccepted() external {
        ++beneficiariesAccepted;
    }

    function addRegistrationsSkipped(uint256 count) external {
        registrationsSkipped += count;
    }

    function addWithdrawn(uint256 amount) external {
        withdrawn += amount;
    }

    function addReleased(uint256 amount) external {
        released += amount;
    }

    /*//////////////////////////////////////////////////////////////////////////
                                  BROKEN INVARIANTS
    //////////////////////////////////////////////////////////////////////////*/

    /// @notice Set when something that must never happen did; each is named after the invariant it breaks.
    mapping(string what => bool happened) public broken;

    function markBroken(string calldata what) external {
        broken[what] = true;
    }
}
