/**
 * Claimant signatures with libsecp256k1 (the `secp256k1` package the API uses) instead of ethers'
 * JavaScript curve: thousands of virtual claimants share one event loop with the measurements, and
 * ~2 ms of JavaScript per signature there would show up as API latency. Same bytes as ethers' (RFC
 * 6979, low-s).
 */
import { hashMessage, Signature, type HDNodeWallet, type Transaction, type Wallet } from 'ethers';
import secp256k1 from 'secp256k1';

function sign(wallet: Wallet | HDNodeWallet, digest: string): Signature {
  const { signature, recid } = secp256k1.ecdsaSign(Buffer.from(digest.slice(2), 'hex'), Buffer.from(wallet.privateKey.slice(2), 'hex'));
  const bytes = Buffer.from(signature);
  return Signature.from({ r: `0x${bytes.subarray(0, 32).toString('hex')}`, s: `0x${bytes.subarray(32).toString('hex')}`, v: 27 + recid });
}

/** personal_sign (EIP-191) of `message`, as a wallet returns it. */
export function signPersonalMessage(wallet: Wallet | HDNodeWallet, message: string): string {
  return sign(wallet, hashMessage(message)).serialized;
}

/** The signed raw transaction. */
export function signTransaction(wallet: Wallet | HDNodeWallet, tx: Transaction): string {
  const signed = tx.clone();
  signed.signature = sign(wallet, tx.unsignedHash);
  return signed.serialized;
}
