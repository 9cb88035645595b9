import type { MissionsResponse } from '@gm-claim/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@gm-claim/web-core-api';
import { notify } from '@gm-claim/web-core-ui';
import { uiStore } from '@gm-claim/web-core-state';
import { Button } from '@gm-claim/web-core-ui';


/** Step MISSION: the missions from the API; all cleared → METHOD. */
export function MissionStepView() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['missions'], queryFn: () => apiRequest<MissionsResponse>('/user/missions'), retry: false });
  const missions = query.data?.missions ?? [];
  const cleared = Boolean(query.data?.clearAllMissions) || (query.isSuccess && missions.every((mission) => mission.completed));
  const complete = async (id: string): Promise<void> => {
    try {
      await apiRequest(`/user/missions/${encodeURIComponent(id)}/complete`, { method: 'POST' });
      await client.invalidateQueries({ queryKey: ['missions'] });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Mission could not be completed');
    }
  };
  return (
    <section className="gm-panel">
      <h1 className="gm-title gm-title--small">Missions</h1>
      <p className="gm-lead">Complete every mission to unlock your claim options.</p>
      {query.isLoading && <p className="gm-muted">Loading missions…</p>}
      {query.isError && <p className="gm-muted">Missions are unavailable right now.</p>}
      <ul className="gm-missions">
        {missions.map((mission) => (
          <li key={mission.id} className={mission.completed ? 'is-done' : ''}>
            <div>
              <strong>{mission.title}</strong>
              {mission.description && <p>{mission.description}</p>}
            </div>
            {mission.completed ? (
              <span className="gm-badge">DONE</span>
            ) : (
              <Button onClick={() => void complete(mission.id)}>COMPLETE</Button>
            )}
          </li>
        ))}
      </ul>
      <Button wide disabled={!cleared} onClick={() => uiStore.getState().actions.setMainStep('METHOD')}>
        CONTINUE
      </Button>
    </section>
  );
}
