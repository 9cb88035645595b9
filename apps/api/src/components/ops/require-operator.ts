import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../errors';
import { authenticatedWallet } from '../auth';
import type { OperatorDirectory } from './operator-directory';

/** After requireAuth: lets operators through (their roles in res.locals.opsRoles), 403 for every other wallet. */
export function requireOperator(directory: OperatorDirectory) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    const roles = await directory.rolesOf(authenticatedWallet(res));
    if (roles.length === 0) throw new AppError(403, 'This wallet is not an operator of this campaign.', 'FORBIDDEN');
    res.locals['opsRoles'] = roles;
    next();
  };
}
