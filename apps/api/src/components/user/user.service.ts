import { EMPTY_TOKEN_INFO, type TokenInfo } from '@gm-claim/shared';
import type { UserRepository } from './user.repository';

export interface UserService {
  /** Eligibility by source; all "0" for a wallet that has none. */
  tokenInfo(wallet: string): Promise<TokenInfo>;
}

export function createUserService(repository: UserRepository): UserService {
  return {
    async tokenInfo(wallet) {
      return (await repository.findEligibility(wallet)) ?? { ...EMPTY_TOKEN_INFO };
    },
  };
}
