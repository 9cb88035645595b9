import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../errors';
import type { AccessTokenSigner } from './tokens';

/** The wallet (EIP-55) of the authenticated request; set by requireAuth. */
export function authenticatedWallet(res: Response): string {
  const wallet: unknown = res.locals['wallet'];
  if (typeof wallet !== 'string') throw new AppError(401, 'Authentication required.', 'UNAUTHENTICATED');
  return wallet;
}

/** Accepts `Authorization: Bearer <access JWT>` and nothing else. */
export function requireAuth(accessTokens: AccessTokenSigner) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers.authorization;
    if (!header) throw new AppError(401, 'Authentication required: send an Authorization bearer token.', 'UNAUTHENTICATED');
    const match = /^Bearer ([A-Za-z0-9_\-.=]+)$/.exec(header);
    if (!match?.[1]) throw new AppError(401, 'The Authorization header must be "Bearer <token>".', 'INVALID_ACCESS_TOKEN');
    res.locals['wallet'] = accessTokens.verify(match[1]);
    next();
  };
}
