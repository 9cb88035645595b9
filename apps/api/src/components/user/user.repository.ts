import type { TokenInfo } from '@gm-claim/shared';
import { createBatchLoader } from '@gm-claim/server/db/batch';
import type { Db } from '@gm-claim/server/db';

interface EligibilityRow extends TokenInfo {
  address: string;
}

/**
 * One statement for any number of wallets: concurrent look-ups (GET /user/tokenByInputAddress is
 * the hottest public path) are coalesced by a batch loader into `address = ANY($1)`, a single
 * round trip and primary-key probe per batch instead of one statement execution per request.
 */
const FIND_MANY = `SELECT address, total::text AS "totalAmount", mm::text AS "mmToG", discord_role::text AS "discordRoleToG",
       space_kids::text AS "spaceKidsToG", capsule::text AS "capsuleToG", wing::text AS "wingToG",
       community_airdrop::text AS "communityAirdropToG"
  FROM eligibility WHERE address = ANY($1::text[])`;

export function createUserRepository(db: Db) {
  const loader = createBatchLoader<string, TokenInfo | null>(async (addresses) => {
    const rows = await db.query<EligibilityRow>(FIND_MANY, [addresses]);
    const found = new Map<string, TokenInfo>();
    for (const { address, ...tokenInfo } of rows) found.set(address, tokenInfo);
    return found;
  }, null);

  return {
    /** The wallet's eligibility (decimal strings of base units), or null when it has none. */
    findEligibility(wallet: string): Promise<TokenInfo | null> {
      return loader.load(wallet.toLowerCase());
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
