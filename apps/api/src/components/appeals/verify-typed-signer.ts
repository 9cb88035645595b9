import { TypedDataEncoder, getAddress, recoverAddress, type TypedDataField } from 'ethers';
import type { Eip712Domain } from '@gm-claim/shared';
import type { SmartAccountVerifier } from '../../chain/smart-account';
import { AppError } from '../../errors';

/**
 * Checks that `account` signed the EIP-712 `message`, the way sign-in checks a wallet: an EOA's signature is
 * recovered locally; any other (a Safe, a smart account: EIP-1271, or EIP-6492 before deployment) is checked on
 * chain when the API has RPC nodes. Throws a 401 otherwise; nothing is written before this passes.
 */
export async function verifyTypedSigner(
  account: string,
  domain: Eip712Domain,
  types: Record<string, readonly TypedDataField[]>,
  message: Record<string, unknown>,
  signature: string,
  smartAccounts: SmartAccountVerifier | undefined,
): Promise<void> {
  const mutableTypes = Object.fromEntries(Object.entries(types).map(([name, fields]) => [name, [...fields]]));
  let digest: string;
  try {
    digest = TypedDataEncoder.hash(domain, mutableTypes, message);
  } catch {
    throw new AppError(400, 'The signed request cannot be encoded as EIP-712 typed data.', 'VALIDATION_FAILED');
  }
  if (signature.length === 132) {
    let recovered: string | null = null;
    try {
      recovered = recoverAddress(digest, signature);
    } catch {
      recovered = null;
    }
    if (recovered !== null && recovered.toLowerCase() === account.toLowerCase()) return;
  }
  if (smartAccounts === undefined) {
    throw new AppError(
      401,
      signature.length === 132
        ? 'The signature does not match the wallet address.'
        : 'This is a contract-wallet (EIP-1271 / EIP-6492) signature, and this server cannot check those: it has no chain connection (CHAIN_RPC_URLS).',
      signature.length === 132 ? 'INVALID_SIGNATURE' : 'SMART_ACCOUNT_UNAVAILABLE',
    );
  }
  if (!(await smartAccounts.verify(getAddress(account.toLowerCase()), digest, signature))) {
    throw new AppError(401, 'The signature does not match the wallet address.', 'INVALID_SIGNATURE');
  }
}
