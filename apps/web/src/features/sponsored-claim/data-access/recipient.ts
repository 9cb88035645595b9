import { t } from '@gm-claim/web-core-i18n';
import { getAddress } from 'ethers';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO = `0x${'0'.repeat(40)}`;

export type RecipientCheck = { ok: true; address: string } | { ok: false; message: string };

/**
 * The "Send to another address" input, checked before anything is signed or sent: a 0x address of 40
 * hex characters; a mixed-case one must carry its EIP-55 checksum (all-lowercase or all-uppercase
 * carries none and is taken as typed, as wallets do); never the zero address nor one of the
 * deployment's contracts (they refuse it: GMChallenge_InvalidRecipient / GMVesting_InvalidRecipient).
 * The address comes back in its checksummed form: the one the confirmation shows in full.
 */
export function checkRecipient(input: string, forbidden: readonly string[]): RecipientCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: t('sponsored.recipientEmpty') };
  if (!HEX_ADDRESS.test(value)) return { ok: false, message: t('sponsored.recipientFormat') };
  const body = value.slice(2);
  const unchecked = body === body.toLowerCase() || body === body.toUpperCase();
  const address = getAddress(value.toLowerCase());
  if (!unchecked && address !== value) return { ok: false, message: t('sponsored.recipientChecksum') };
  if (address.toLowerCase() === ZERO) return { ok: false, message: t('sponsored.recipientZero') };
  if (forbidden.some((contract) => contract.toLowerCase() === address.toLowerCase()))
    return { ok: false, message: t('sponsored.recipientContract') };
  return { ok: true, address };
}

export type RecipientKind = 'account' | 'smart-account' | 'unknown-contract';

/** The 4-byte selector of Safe's masterCopy(), which every Safe proxy answers from its own code. */
const SAFE_PROXY_SELECTOR = 'a619486e';
/** EIP-7702: an account delegated to a smart-account implementation (0xef0100 ‖ address). */
const EIP7702_PREFIX = '0xef0100';

/**
 * What the recipient's code says: an account without code; a known smart account (a Safe proxy, an
 * EIP-7702 delegated account, an EIP-1167 clone of a Safe singleton); or another contract, which gets
 * the warning that tokens sent to it may be lost.
 */
export function recipientKind(code: string): RecipientKind {
  const lower = code.toLowerCase();
  if (lower === '0x' || lower === '') return 'account';
  if (lower.startsWith(EIP7702_PREFIX) && lower.length === 2 + 46) return 'smart-account';
  if (lower.includes(SAFE_PROXY_SELECTOR)) return 'smart-account';
  return 'unknown-contract';
}
