import type { Db } from '@gm-claim/server/db';

export interface MissionRow {
  id: string;
  title: string;
  description: string;
  url: string | null;
  completed_at: Date | string | null;
}

export function createMissionsRepository(db: Db) {
  return {
    async listFor(wallet: string): Promise<MissionRow[]> {
      return db.query<MissionRow>(
        `SELECT m.id, m.title, m.description, m.url, c.completed_at
           FROM missions m
           LEFT JOIN mission_completions c ON c.mission_id = m.id AND c.wallet = $1
          WHERE m.active
          ORDER BY m.sort_order, m.id`,
        [wallet.toLowerCase()],
      );
    },

    async openCount(wallet: string): Promise<number> {
      const rows = await db.query<{ open: number | string }>(
        `SELECT count(*)::int AS open FROM missions m
          WHERE m.active AND NOT EXISTS (
            SELECT 1 FROM mission_completions c WHERE c.wallet = $1 AND c.mission_id = m.id)`,
        [wallet.toLowerCase()],
      );
      return Number(rows[0]?.open ?? 0);
    },

    /** Returns false when no active mission has that id. Completing twice is a no-op. */
    async complete(wallet: string, missionId: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `WITH mission AS (SELECT id FROM missions WHERE id = $2 AND active),
              done AS (
                INSERT INTO mission_completions (wallet, mission_id) SELECT $1, id FROM mission
                ON CONFLICT DO NOTHING)
         SELECT id FROM mission`,
        [wallet.toLowerCase(), missionId],
      );
      return rows.length > 0;
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
