/**
 * EIP-7702 delegations (issue 37 §2). An EOA that delegated has code at its address: 0xef0100 followed by the 20-byte
 * address of the contract whose code it runs (the "delegate"). Its key still signs (sign-in and signed claims accept
 * its plain ECDSA signature), but whatever the delegate's code does runs as the account — and the most common
 * delegate on chain is a sweeper that forwards anything the account receives to whoever took its key.
 *
 * Two short lists, kept by hand, each entry with where it was read. Neither is complete, and the lists say only what
 * their sources say: a delegate in neither list is "unknown", which the web warns about and the relayer does not refuse.
 */

/** The delegation designator's prefix (EIP-7702: 0xef0100 ‖ address). */
export const DELEGATION_PREFIX = '0xef0100';

/** The delegate of an EIP-7702-delegated account (lowercase), or null for any other code (none, or a contract's). */
export function delegateOf(code: string): string | null {
  const lower = code.toLowerCase();
  return /^0xef0100[0-9a-f]{40}$/.test(lower) ? `0x${lower.slice(8)}` : null;
}

export interface KnownDelegate {
  address: string;
  name: string;
  /** Where the address was read (a deployment list, a wallet's own code, a public analysis). */
  source: string;
}

/**
 * Smart-account implementations the wallets' own "upgrade to a smart account" delegate to. These are deployed at the
 * same address on every chain they are on (CREATE2 / deterministic deployers); an entry does not prove a deployment
 * on BSC, only that a delegation to this address is the wallet vendor's implementation wherever it runs.
 */
export const KNOWN_GOOD_DELEGATES: readonly KnownDelegate[] = [
  {
    address: '0x63c0c19a282a1b52b07dd5a65b58948a07dae32b',
    name: 'MetaMask smart account (EIP7702StatelessDeleGator)',
    source:
      'MetaMask/delegation-framework deployments (EIP7702StatelessDeleGatorImpl); the same address is the upgrade contract in MetaMask’s own wallet code and tests, including BSC (chain 0x38)',
  },
  {
    address: '0x7702cb554e6bfb442cb743a7df23154544a7176c',
    name: 'Coinbase Smart Wallet (EIP7702Proxy)',
    source: 'base/eip-7702-proxy README, deployments table (CREATE2, the same address on every chain)',
  },
  {
    address: '0xe6cae83bde06e4c305530e199d7217f42808555b',
    name: 'Simple7702Account (eth-infinitism, ERC-4337 EntryPoint v0.8)',
    source: 'eth-infinitism/account-abstraction v0.8 deterministic deployment, as listed by SDKs that default to it (e.g. openfort-xyz/7702-HELPER addressBook.ts)',
  },
];

/**
 * Delegates that are known sweepers ("CrimeEnjoyor" and copies: Wintermute's analysis of 2025 found most EIP-7702
 * delegations point at such clones). A sweeper's payout address is baked into its code, so every attacker deploys
 * their own copy and this list can only name the instances someone published; operators add more with
 * RELAYER_KNOWN_SWEEPERS. The web does not rely on it: any delegate that is not in KNOWN_GOOD_DELEGATES is warned about.
 */
export const KNOWN_SWEEPER_DELEGATES: readonly KnownDelegate[] = [
  {
    address: '0x710fad1041f0ee79916bb1a6adef662303bb8b6e',
    name: 'CrimeEnjoyor sweeper (Ethereum mainnet instance)',
    source: 'public incident write-ups of a drained wallet delegated to it (CrimeEnjoyor family, 2025); not independently verified on BscScan',
  },
];

export type DelegationKind =
  /** No code: a plain account. */
  | { kind: 'none' }
  /** A contract's own code (a Safe, a 4337 account): not a delegation. */
  | { kind: 'contract' }
  | { kind: 'known-good'; delegate: string; name: string }
  | { kind: 'sweeper'; delegate: string; name: string }
  | { kind: 'unknown'; delegate: string };

/** What the code at an address says about who controls it (`extraSweepers`: more sweeper addresses, any case). */
export function classifyAccountCode(code: string, extraSweepers: readonly string[] = []): DelegationKind {
  if (code === '0x' || code === '') return { kind: 'none' };
  const delegate = delegateOf(code);
  if (!delegate) return { kind: 'contract' };
  const sweeper =
    KNOWN_SWEEPER_DELEGATES.find((entry) => entry.address === delegate) ??
    (extraSweepers.some((extra) => extra.toLowerCase() === delegate)
      ? { address: delegate, name: 'a sweeper this operator listed' }
      : undefined);
  if (sweeper) return { kind: 'sweeper', delegate, name: sweeper.name };
  const good = KNOWN_GOOD_DELEGATES.find((entry) => entry.address === delegate);
  if (good) return { kind: 'known-good', delegate, name: good.name };
  return { kind: 'unknown', delegate };
}
