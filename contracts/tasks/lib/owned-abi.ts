/**
 * The views GMChallenge and GMVesting share (Ownable2Step, and the token they hold), as an `as const` ABI for
 * {@link readView} in code that takes either contract. Their generated ABIs (libs/shared) declare them alike.
 */
export const ownedContractAbi = [
  { type: 'function', name: 'owner', inputs: [], outputs: [{ name: '', type: 'address' }], stateMutability: 'view' },
  {
    type: 'function',
    name: 'pendingOwner',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
    stateMutability: 'view',
  },
  { type: 'function', name: 'token', inputs: [], outputs: [{ name: '', type: 'address' }], stateMutability: 'view' },
] as const;
