import type { TokenInfo } from '@gm-claim/shared';
import type { Db } from '../../db';

export function createUserRepository(db: Db) {
  return {
    /** The wallet's eligibility (decimal strings of base units), or null when it has none. */
    async findEligibility(wallet: string): Promise<TokenInfo | null> {
      const rows = await db.query<TokenInfo>(
        `SELECT total::text AS "totalAmount", mm::text AS "mmToG", discord_role::text AS "discordRoleToG",
                space_kids::text AS "spaceKidsToG", capsule::text AS "capsuleToG", wing::text AS "wingToG",
                community_airdrop::text AS "communityAirdropToG"
           FROM eligibility WHERE address = $1`,
        [wallet.toLowerCase()],
      );
      return rows[0] ?? null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
