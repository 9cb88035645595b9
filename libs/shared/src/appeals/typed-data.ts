import type { Eip712Domain } from '../eip712';

/**
 * The appeals' signed requests (issue 33 §4), defined once: the web signs them, the API verifies them (ECDSA, or
 * EIP-1271 / EIP-6492 for a smart account, as sign-in does). The domain binds the chain and the GMChallenge deployment,
 * so a signature for another chain or campaign never verifies here. `issuedAt` (unix seconds) makes every signature
 * single-use: the API takes one only while fresh (APPEAL_SIGNATURE_MAX_AGE_SECONDS) and only when it is newer than
 * the wallet's last appeal (or the appeal's last decision), so a replay changes nothing.
 */
export const APPEAL_DOMAIN_NAME = 'GM Claim Appeals';
export const APPEAL_DOMAIN_VERSION = '1';

export const APPEAL_CATEGORIES = ['not_listed', 'wrong_amount', 'other'] as const;
export type AppealCategory = (typeof APPEAL_CATEGORIES)[number];

export const APPEAL_STATES = ['received', 'accepted', 'rejected'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export const APPEAL_DECISIONS = ['accepted', 'rejected'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** An appeal's text and a decision's reason: at most this many characters (Unicode code points). */
export const APPEAL_TEXT_MAX = 1000;
export const APPEAL_REASON_MAX = 500;
/** A signature older than this (or this far in the future, for a clock ahead) is refused. */
export const APPEAL_SIGNATURE_MAX_AGE_SECONDS = 10 * 60;
export const APPEAL_SIGNATURE_MAX_SKEW_SECONDS = 2 * 60;

export function appealDomain(chainId: number, challenge: string): Eip712Domain {
  return { name: APPEAL_DOMAIN_NAME, version: APPEAL_DOMAIN_VERSION, chainId, verifyingContract: challenge };
}

/** One field of an EIP-712 struct (mutable: ethers' signTypedData takes `TypedDataField[]`). */
export interface Eip712Field {
  name: string;
  type: string;
}

export const APPEAL_TYPES: { Appeal: Eip712Field[] } = {
  Appeal: [
    { name: 'account', type: 'address' },
    { name: 'category', type: 'string' },
    { name: 'text', type: 'string' },
    { name: 'issuedAt', type: 'uint256' },
  ],
};

export const APPEAL_DECISION_TYPES: { AppealDecision: Eip712Field[] } = {
  AppealDecision: [
    { name: 'appealId', type: 'uint256' },
    { name: 'account', type: 'address' },
    { name: 'decision', type: 'string' },
    { name: 'amount', type: 'uint256' },
    { name: 'reason', type: 'string' },
    { name: 'issuedAt', type: 'uint256' },
  ],
};

/** What a claimant signs to file an appeal. */
export interface AppealMessage {
  account: string;
  category: AppealCategory;
  text: string;
  issuedAt: bigint;
}

/** What an operator signs to decide an appeal (amount: wei of GM the next version gives; 0 for a rejection). */
export interface AppealDecisionMessage {
  appealId: bigint;
  account: string;
  decision: AppealDecision;
  amount: bigint;
  reason: string;
  issuedAt: bigint;
}

/** The length a person sees: code points, so an emoji counts once (the form's counter uses the same). */
export function appealTextLength(text: string): number {
  return Array.from(text).length;
}
