import { randomUUID } from 'node:crypto';
import {
  checkSiweMessage,
  parseSiweMessage,
  SiweParseError,
  type LoginRequest,
  type LoginResponse,
  type RefreshResponse,
  type SiweMessageFields,
} from '@gm-claim/shared';
import { getAddress, hashMessage } from 'ethers';
import type { SmartAccountVerifier } from '../../chain/smart-account';
import { classifyDbError } from '@gm-claim/server/db/unavailable';
import { AppError } from '../../errors';
import { NO_COUNTERS, type AppCounters } from '../../http/metrics';
import type { AuthRepository } from './auth.repository';
import { recoverPersonalSigner } from './recover';
import {
  createSuccessorDerivation,
  hashRefreshToken,
  newLoginNonce,
  newRefreshToken,
  type AccessTokenSigner,
} from './tokens';

/** Tolerated clock difference between the wallet's machine and the server. */
const CLOCK_SKEW_MS = 60_000;

export interface AuthSettings {
  /** The hosts the message's domain may name (config siweDomains). */
  siweDomains: readonly string[];
  /** Origins (scheme://host[:port]) the SIWE URI may point at. */
  siweUriOrigins: readonly string[];
  chainId: number;
  nonceTtlSeconds: number;
  refreshTtlSeconds: number;
  /** A rotated refresh token presented again within this window gets the same successor. */
  refreshGraceSeconds: number;
  /** Keys the successor derivation (tokens.ts). */
  refreshSecret: string;
}

export interface AuthService {
  issueNonce(): Promise<string>;
  login(request: LoginRequest): Promise<LoginResponse>;
  refresh(refreshToken: string): Promise<RefreshResponse>;
  logout(refreshToken: string): Promise<void>;
}

function parseMessage(message: string): SiweMessageFields {
  try {
    return parseSiweMessage(message);
  } catch (error) {
    if (error instanceof SiweParseError) {
      throw new AppError(
        400,
        `The sign-in message is not a valid EIP-4361 message: ${error.message}.`,
        'INVALID_SIWE_MESSAGE',
      );
    }
    throw error;
  }
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/**
 * Every check on the message that needs no database and no cryptography, cheapest first: the
 * EIP-4361 checks (libs/shared checkSiweMessage: domain binding, nonce, expiration, not-before, the
 * same code the reference vectors prove) plus this API's policy — the wallet and URI origin of this
 * site, the chain, a fresh issued-at, a non-empty validity window.
 */
function checkFields(fields: SiweMessageFields, request: LoginRequest, settings: AuthSettings, now: number): void {
  if (fields.address.toLowerCase() !== request.walletAddress.toLowerCase()) {
    throw new AppError(400, 'The sign-in message is for a different wallet address.', 'SIWE_MISMATCH');
  }
  if (fields.scheme !== undefined && !settings.siweUriOrigins.includes(`${fields.scheme}://${fields.domain}`)) {
    throw new AppError(401, `The sign-in message is for another site (${fields.scheme}://${fields.domain}).`, 'SIWE_DOMAIN_MISMATCH');
  }
  const origin = originOf(fields.uri);
  // The expected domain: the message's own when it is one of this site's names (development has two).
  const domain = settings.siweDomains.includes(fields.domain) ? fields.domain : settings.siweDomains[0];
  const eip = checkSiweMessage(fields, { domain, nonce: request.nonce, time: now });
  if (eip === 'NONCE_MISMATCH') throw new AppError(400, 'The sign-in message carries a different nonce.', 'SIWE_MISMATCH');
  if (eip === 'DOMAIN_MISMATCH') {
    throw new AppError(401, `The sign-in message is for another site (${fields.domain}).`, 'SIWE_DOMAIN_MISMATCH');
  }
  if (origin === null || !settings.siweUriOrigins.includes(origin)) {
    throw new AppError(401, 'The sign-in message URI does not belong to this site.', 'SIWE_URI_MISMATCH');
  }
  if (fields.chainId !== settings.chainId) {
    throw new AppError(401, `The sign-in message is for chain ${fields.chainId}, expected ${settings.chainId}.`, 'SIWE_CHAIN_MISMATCH');
  }
  const issuedAt = Date.parse(fields.issuedAt);
  const expiresAt = fields.expirationTime === undefined ? undefined : Date.parse(fields.expirationTime);
  const notBefore = fields.notBefore === undefined ? undefined : Date.parse(fields.notBefore);
  if (issuedAt > now + CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message is issued in the future.', 'SIWE_NOT_YET_VALID');
  }
  if (issuedAt < now - settings.nonceTtlSeconds * 1000 - CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message has expired.', 'SIWE_EXPIRED');
  }
  // A message whose validity window is empty was never valid: say so rather than "expired".
  if (expiresAt !== undefined && (expiresAt <= issuedAt || (notBefore !== undefined && expiresAt <= notBefore))) {
    throw new AppError(400, 'The sign-in message expires before it becomes valid.', 'INVALID_SIWE_MESSAGE');
  }
  if (eip === 'EXPIRED') throw new AppError(401, 'The sign-in message has expired.', 'SIWE_EXPIRED');
  // Not-before is honoured with the same clock-skew tolerance as issued-at.
  if (eip === 'NOT_YET_VALID' && notBefore !== undefined && notBefore > now + CLOCK_SKEW_MS) {
    throw new AppError(401, 'The sign-in message is not valid yet.', 'SIWE_NOT_YET_VALID');
  }
}

/** The metrics label of a failed sign-in: the error code the caller received. */
function failureReason(error: unknown): string {
  if (error instanceof AppError) return error.code;
  return classifyDbError(error) === null ? 'INTERNAL_ERROR' : 'SERVICE_UNAVAILABLE';
}

export function createAuthService(
  repository: AuthRepository,
  accessTokens: AccessTokenSigner,
  settings: AuthSettings,
  clock: () => number = Date.now,
  counters: AppCounters = NO_COUNTERS,
  smartAccounts?: SmartAccountVerifier,
): AuthService {
  const successorOf = createSuccessorDerivation(settings.refreshSecret);

  /**
   * The wallet that signed: the key behind the address (personal_sign, recovered locally — the hot
   * path), or else a contract wallet whose EIP-1271 / EIP-6492 check passes on chain.
   */
  async function verifySigner(request: LoginRequest, fields: SiweMessageFields): Promise<string> {
    const recovered = request.signature.length === 132 ? recoverPersonalSigner(request.message, request.signature) : null;
    // The message's address is EIP-55 checked by the parser and equals walletAddress (checkFields).
    if (recovered !== null && recovered === request.walletAddress.toLowerCase()) return fields.address;
    if (smartAccounts === undefined) {
      if (request.signature.length !== 132) {
        throw new AppError(
          401,
          'This is a contract-wallet (EIP-1271 / EIP-6492) signature, and this server cannot check those: it has no chain connection (CHAIN_RPC_URLS).',
          'SMART_ACCOUNT_UNAVAILABLE',
        );
      }
      throw new AppError(
        401,
        'The signature does not match the wallet address. (Smart-account wallets such as a Safe cannot sign in here: this server has no chain connection.)',
        'INVALID_SIGNATURE',
      );
    }
    const address = getAddress(request.walletAddress.toLowerCase());
    if (!(await smartAccounts.verify(address, hashMessage(request.message), request.signature))) {
      throw new AppError(401, 'The signature does not match the wallet address.', 'INVALID_SIGNATURE');
    }
    return address;
  }

  async function signIn(request: LoginRequest): Promise<LoginResponse> {
    const fields = parseMessage(request.message);
    checkFields(fields, request, settings, clock());
    const signer = await verifySigner(request, fields);
    const wallet = signer.toLowerCase();
    const refreshToken = newRefreshToken();
    const result = await repository.consumeNonceAndStartSession({
      nonce: request.nonce,
      wallet,
      refreshTokenHash: hashRefreshToken(refreshToken),
      familyId: randomUUID(),
      refreshTtlSeconds: settings.refreshTtlSeconds,
    });
    if (!result.consumed) {
      throw new AppError(401, 'The sign-in nonce is invalid, expired or already used.', 'INVALID_NONCE');
    }
    return { accessToken: accessTokens.sign(signer), refreshToken, clearAllMissions: result.openMissions === 0 };
  }

  return {
    async issueNonce() {
      const nonce = newLoginNonce();
      await repository.insertNonce(nonce, settings.nonceTtlSeconds);
      return nonce;
    },

    async login(request) {
      try {
        const response = await signIn(request);
        counters.signIn('ok', 'ok');
        return response;
      } catch (error) {
        counters.signIn('failed', failureReason(error));
        throw error;
      }
    },

    async refresh(refreshToken) {
      const successor = successorOf(refreshToken);
      const result = await repository.present(
        hashRefreshToken(refreshToken),
        { tokenHash: hashRefreshToken(successor), ttlSeconds: settings.refreshTtlSeconds },
        settings.refreshGraceSeconds,
      );
      switch (result.outcome) {
        case 'rotated':
          counters.refresh('rotated');
          return { accessToken: accessTokens.sign(getAddress(result.wallet)), refreshToken: successor };
        case 'grace':
          counters.refresh('grace_replay');
          return { accessToken: accessTokens.sign(getAddress(result.wallet)), refreshToken: successor };
        case 'reused':
          // A rotated token presented again after the grace window means two parties hold it.
          counters.refresh('reuse_detected');
          counters.sessionRevoked('reuse');
          throw new AppError(
            401,
            'The refresh token was already used; the session has been revoked.',
            'REFRESH_TOKEN_REUSED',
          );
        case 'expired':
          counters.refresh('expired');
          throw new AppError(401, 'The refresh token has expired.', 'INVALID_REFRESH_TOKEN');
        default:
          counters.refresh('invalid');
          throw new AppError(401, 'The refresh token is invalid.', 'INVALID_REFRESH_TOKEN');
      }
    },

    async logout(refreshToken) {
      await repository.revokeFamilyOf(hashRefreshToken(refreshToken));
      counters.sessionRevoked('logout');
    },
  };
}
