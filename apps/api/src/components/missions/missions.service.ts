import type { MissionsResponse } from '@gm-claim/shared';
import { AppError } from '../../errors';
import type { MissionsRepository } from './missions.repository';

export interface MissionsService {
  list(wallet: string): Promise<MissionsResponse>;
  complete(wallet: string, missionId: string): Promise<MissionsResponse>;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function createMissionsService(repository: MissionsRepository): MissionsService {
  async function list(wallet: string): Promise<MissionsResponse> {
    const rows = await repository.listFor(wallet);
    const missions = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      url: row.url,
      completed: row.completed_at !== null,
      completedAt: iso(row.completed_at),
    }));
    return { missions, clearAllMissions: missions.every((mission) => mission.completed) };
  }

  return {
    list,
    async complete(wallet, missionId) {
      if (!(await repository.complete(wallet, missionId))) {
        throw new AppError(404, `There is no mission "${missionId}".`, 'UNKNOWN_MISSION');
      }
      return list(wallet);
    },
  };
}
