import { z } from 'zod';

export const missionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a mission id');

export const missionSchema = z.object({
  id: missionIdSchema,
  title: z.string(),
  description: z.string(),
  /** Where the user performs the mission (e.g. the X profile to follow); null when in-app. */
  url: z.string().nullable(),
  completed: z.boolean(),
  /** ISO 8601, null while not completed. */
  completedAt: z.string().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** GET /user/missions and POST /user/missions/:id/complete */
export const missionsResponseSchema = z.object({
  missions: z.array(missionSchema),
  clearAllMissions: z.boolean(),
});
export type MissionsResponse = z.infer<typeof missionsResponseSchema>;

export const missionParamsSchema = z.object({ id: missionIdSchema });
