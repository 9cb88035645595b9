import { RPC } from '@gm-claim/web-core-config';
import { useEffect, useState } from 'react';
import { t, useI18n } from '@gm-claim/web-core-i18n';

/** A read still waiting after this long says it is still trying (a frozen node gives no other sign). */
export const STILL_TRYING_AFTER_MS = 2_000;

/** What a read still waiting after 2 s says, in the current language. */
export function stillTryingText(): string {
  return t('read.stillTrying', { seconds: RPC.timeoutMs / 1000 });
}

/** True once `waiting` has held for STILL_TRYING_AFTER_MS (false again as soon as it stops). */
export function useStillTrying(waiting: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return undefined;
    const timer = setTimeout(() => setLate(true), STILL_TRYING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && late;
}

/** "Still trying…" under a read that has waited more than 2 s; nothing before, nothing once it ends. */
export function StillTrying({ waiting }: { waiting: boolean }) {
  useI18n();
  const late = useStillTrying(waiting);
  if (!late) return null;
  return (
    <p className="gm-muted" role="status" data-testid="still-trying">
      {stillTryingText()}
    </p>
  );
}
