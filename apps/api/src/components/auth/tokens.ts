import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { MESSAGES } from '@gm-claim/shared';
import { AppError } from '../../errors';

const ALGORITHM = 'HS256';
const ISSUER = 'gm-claim-api';
const AUDIENCE = 'gm-claim-web';

export interface AccessTokenSigner {
  sign(wallet: string): string;
  /** Returns the wallet (EIP-55) the token was issued to, or throws a 401 AppError. */
  verify(token: string): string;
}

export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokenSigner {
  // A KeyObject, made once: given a string, jsonwebtoken first tries to read it as a PEM key
  // (createPrivateKey / createPublicKey, which throw) on every sign and verify — measured here that
  // was ~90% of a token's cost (~190 µs of ~210 µs per sign or verify on a busy core).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    sign(wallet) {
      return jwt.sign({}, key, {
        algorithm: ALGORITHM,
        expiresIn: ttlSeconds,
        subject: wallet,
        issuer: ISSUER,
        audience: AUDIENCE,
      });
    },
    verify(token) {
      let payload: string | jwt.JwtPayload;
      try {
        // The algorithm is pinned: "none" and RS/ES tokens are rejected before any key is used.
        payload = jwt.verify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
      } catch (error) {
        if (error instanceof jwt.TokenExpiredError) {
          throw new AppError(401, MESSAGES.accessTokenExpired, 'ACCESS_TOKEN_EXPIRED');
        }
        throw new AppError(401, 'Access token is invalid.', 'INVALID_ACCESS_TOKEN');
      }
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(payload.sub)) {
        throw new AppError(401, 'Access token is invalid.', 'INVALID_ACCESS_TOKEN');
      }
      return payload.sub;
    },
  };
}

/** A new opaque refresh token: 256 random bits, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The successor of a refresh token: HMAC-SHA256 of the token under a server key, base64url. The
 * same token always has the same successor, so a client presenting a token twice within the grace
 * window (two tabs, a retry) can be given the same successor again without the server ever storing
 * a token in clear; without the key and the token, the successor is unpredictable.
 */
export function createSuccessorDerivation(secret: string): (token: string) => string {
  const key = createHmac('sha256', secret).update('gm-claim refresh-token successor v1').digest();
  return (token) => createHmac('sha256', key).update(token).digest('base64url');
}

/** Only this hash is stored, so a leaked table cannot be replayed. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A sign-in nonce: 128 random bits as 32 hex digits (EIP-4361 wants ≥ 8 alphanumerics). */
export function newLoginNonce(): string {
  return randomBytes(16).toString('hex');
}
