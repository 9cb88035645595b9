import { getAddress } from 'ethers';

export interface SiweInput {
  domain: string;
  address: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: string;
  statement?: string;
}

export const SIWE_STATEMENT = 'Sign in to GM Claim.';

/** An EIP-4361 (Sign-In with Ethereum) message. */
export function buildSiweMessage(input: SiweInput): string {
  return [
    `${input.domain} wants you to sign in with your Ethereum account:`,
    getAddress(input.address),
    '',
    input.statement ?? SIWE_STATEMENT,
    '',
    `URI: ${input.uri}`,
    'Version: 1',
    `Chain ID: ${input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join('\n');
}
