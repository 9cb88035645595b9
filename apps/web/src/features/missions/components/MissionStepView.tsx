import { flowStore } from '@gm-claim/web-core-state';
import { Button, ReadState } from '@gm-claim/web-core-ui';
import { useCompleteMission, useMissions } from '../hooks/queries';

/** A mission's task page, when it is a web address (anything else is not linked). */
function taskLink(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Step MISSION: the missions from the API (or why they could not be read, with a retry); all cleared → METHOD. */
export function MissionStepView() {
  const missions = useMissions();
  const complete = useCompleteMission();
  const list = missions.data?.missions ?? [];
  const cleared =
    Boolean(missions.data?.clearAllMissions) || (missions.isSuccess && list.every((mission) => mission.completed));

  return (
    <section className="gm-panel">
      <h1 className="gm-title gm-title--small">Missions</h1>
      <p className="gm-lead">Complete every mission to unlock your claim options.</p>
      <ReadState queries={[missions]} what="missions">
        {() => (
          <ul className="gm-missions">
            {list.map((mission) => (
              <li key={mission.id} className={mission.completed ? 'is-done' : ''}>
                <div>
                  <strong>{mission.title}</strong>
                  {mission.description && <p>{mission.description}</p>}
                  {taskLink(mission.url) && (
                    <a
                      className="gm-mission__link"
                      href={taskLink(mission.url) as string}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Open task "${mission.title}" in a new tab`}
                    >
                      Open task <span aria-hidden="true">↗</span>
                    </a>
                  )}
                </div>
                {mission.completed ? (
                  <span className="gm-badge">DONE</span>
                ) : (
                  <Button onClick={() => complete.mutate(mission.id)} disabled={complete.isPending}>
                    COMPLETE
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ReadState>
      <Button wide disabled={!cleared} onClick={() => flowStore.getState().actions.missionsCleared()}>
        CONTINUE
      </Button>
    </section>
  );
}
