import { lazy, Suspense, type ReactNode } from 'react';
import { useWaitingRoom } from '../hooks/use-waiting-room';

// Shown only while the API holds this claimant in line: a chunk of its own, out of the first visit.
const WaitingRoomView = lazy(() => import('./WaitingRoom').then((module) => ({ default: module.WaitingRoomView })));

/** Where the claim flow begins: the journey, or the waiting room while the API holds this claimant in line. */
export function WaitingRoomGate({ children }: { children: ReactNode }) {
  const { state, retry } = useWaitingRoom();
  if (state.phase === 'open') return <>{children}</>;
  return (
    <div className="gm-journey">
      <div className="gm-journey__content">
        <Suspense fallback={null}>
          <WaitingRoomView state={state} onRetry={retry} />
        </Suspense>
      </div>
    </div>
  );
}
