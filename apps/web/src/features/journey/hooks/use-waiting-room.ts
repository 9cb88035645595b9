import { useEffect, useRef, useState } from 'react';
import { admission, apiClient } from '@gm-claim/web-core-api';
import { queueResponseParser } from '@gm-claim/shared/dto/first-visit';
import { createRoom, type RoomState } from '../data-access/waiting-room';

// The landing page asks at once, on every first visit: parsed without zod (libs/shared/src/dto/first-visit.ts).
const queueSchema = () => Promise.resolve(queueResponseParser);

/** The waiting room for the page where the claim flow begins (see data-access/waiting-room.ts). */
export function useWaitingRoom(): { state: RoomState; retry(): void } {
  const [state, setState] = useState<RoomState>({ phase: 'open' });
  const room = useRef<ReturnType<typeof createRoom> | null>(null);
  useEffect(() => {
    const created = createRoom(
      {
        enter: (ticket) => apiClient.request('/queue', { method: 'POST', body: ticket ? { ticket } : {}, schema: queueSchema }),
        admission,
        setTimer: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      },
      setState,
    );
    room.current = created;
    void created.start();
    return () => created.stop();
  }, []);
  return { state, retry: () => void room.current?.retry() };
}
