// What `npm run dev` (dev.mjs) tells its parts and prints, kept apart from the process handling so that
// tools/test/dev-plan.test.ts can check it.
import { HDNodeWallet, Mnemonic } from 'ethers';

export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

/** The relayer's JSON status in the dev stack: the API's cockpit reads its budget there. */
export const DEV_RELAYER_STATUS_URL = 'http://127.0.0.1:3100/relay/status';

/**
 * The API's environment under `npm run dev`: the database, the local node, and the relayer's status URL
 * when the relayer runs (without it the cockpit says "No relayer is configured" while claims are relayed).
 */
export function devApiEnv({ dbEnv = {}, relayer = false, env = process.env } = {}) {
  return {
    ...dbEnv,
    CHAIN_RPC_URLS: env.CHAIN_RPC_URLS ?? 'http://127.0.0.1:8545',
    ...(relayer ? { RELAYER_STATUS_URL: env.RELAYER_STATUS_URL ?? DEV_RELAYER_STATUS_URL } : {}),
  };
}

/**
 * What each dev account is in the local stack: the owner (contracts, treasury, the /ops operator), the
 * seeded demo users (apps/api/src/cli/seed-data.ts: eligibility for #1–#5, every mission done for #1–#3;
 * contracts/scripts/local-chain-deploy.ts: BACKER and TEAM schedules for #1 and #2), the relayer (#17),
 * the VRF fulfiller (#18) and the API signer (#19).
 */
export const DEV_ACCOUNT_ROLES = {
  0: 'owner / treasury; the /ops operator',
  1: 'eligible, missions done, BACKER + TEAM schedules',
  2: 'eligible, missions done, BACKER + TEAM schedules',
  3: 'eligible, missions done',
  4: 'eligible, missions not done',
  5: 'eligible, missions not done',
  17: 'relayer (pays sponsored claims; its own key)',
  18: 'VRF fulfiller',
  19: 'API signer',
};

/** The summary's lines for the dev wallets: index, address, private key, role. */
export function devAccountLines() {
  const mnemonic = Mnemonic.fromPhrase(HARDHAT_MNEMONIC);
  return Object.entries(DEV_ACCOUNT_ROLES).map(([index, role]) => {
    const wallet = HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${index}`);
    return `  #${index.padEnd(2)} ${wallet.address}  ${wallet.privateKey}  ${role}`;
  });
}

const TRANSIENT_WARNING = /^Warning: Transient storage as defined by EIP-1153/;
/** The lines solc prints under a warning: the source location, the quoted code, the caret, blank lines. */
const WARNING_DETAIL = /^\s*(-->.*|\d*\s*\|.*|)$/;
export const TRANSIENT_STORAGE_NOTE =
  "solc's EIP-1153 transient storage warning (OpenZeppelin's TransientSlot, used by its reentrancy guard) is expected: " +
  'the guard clears it at the end of each call, the use solc itself calls safe.';

/**
 * A line filter for the chain's output: solc's transient-storage warnings (one per compilation job, each
 * a block of lines) become one line saying why they are expected; every other line passes as it is.
 */
export function createSolcWarningFilter() {
  let inWarning = false;
  let explained = false;
  return (line) => {
    if (TRANSIENT_WARNING.test(line)) {
      inWarning = true;
      if (explained) return [];
      explained = true;
      return [TRANSIENT_STORAGE_NOTE];
    }
    if (inWarning && WARNING_DETAIL.test(line)) return [];
    inWarning = false;
    return [line];
  };
}
