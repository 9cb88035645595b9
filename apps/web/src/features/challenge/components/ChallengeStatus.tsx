import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flowStore, modalStore, useFlow } from '@gm-claim/web-core-state';
import { Button, ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import type { Bet } from '../data-access/bet-record';
import type { BetPhase } from '../data-access/bet-phase';
import type { CancelStep } from '../data-access/cancel-bet';
import { steadyChainClock } from '../data-access/steady-chain-clock';
import { formatElapsed } from './format-elapsed';
import { useCancelChallenge } from '../hooks/flows';
import { useBetStatus, useLastBet } from '../hooks/queries';
import { useI18n } from '@gm-claim/web-core-i18n';

/** The bet result is polled every 2 s for this long; then the pending view offers CHECK AGAIN. */
export const BET_POLL_TIMEOUT_MS = 5 * 60_000;

/** The Challenge's verifier page, in a new tab (the flow stays where it is). */
function VerifyLink({ requestId }: { requestId: bigint }) {
  const { t } = useI18n();
  return (
    <a
      className="gm-verify-link"
      href={`/challenge/${requestId.toString()}`}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="verify-link"
    >
      {t('status.verify')}
    </a>
  );
}

function Waiting({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="gm-waiting" role="status">
      <span className="gm-waiting__pulse" aria-hidden="true" />
      <p className="gm-lead">{t('status.waiting')}</p>
      {children}
    </div>
  );
}

function useSecondsTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Now" in the chain's seconds: the wall clock, plus the chain's lead over it at the read (never a lag). */
export function chainClock(nowMs: number, chainTimeAtRead: bigint, readAtMs: number): bigint {
  const lead = chainTimeAtRead - BigInt(Math.floor(readAtMs / 1000));
  return BigInt(Math.floor(nowMs / 1000)) + (lead > 0n ? lead : 0n);
}

function Pending({
  phase,
  chainTime,
  readAt,
  polling,
  onCheckAgain,
}: {
  phase: Extract<BetPhase, { phase: 'waiting' }>;
  chainTime: bigint;
  readAt: number;
  polling: boolean;
  onCheckAgain: () => void;
}) {
  const { t, amount } = useI18n();
  const now = useSecondsTick();
  // The chain's clock now: the wall clock, moved on by how far the chain was ahead of it at the read (a
  // chain whose time was moved forward). A chain that makes no blocks while idle keeps the time of its
  // last block, which is behind the clock: the wall clock is then the better "now". Each re-read of such
  // a chain gives that same time again, so the estimate goes through a clock that never moves backwards.
  const [steady] = useState(() => steadyChainClock());
  const chainNow = steady(chainClock(now, chainTime, readAt));
  const opensAt = phase.cancel.kind === 'locked' ? phase.cancel.availableAt : undefined;
  const due = opensAt !== undefined && chainNow >= opensAt;
  const checkAgain = useRef(onCheckAgain);
  checkAgain.current = onCheckAgain;
  useEffect(() => {
    if (due) checkAgain.current();
  }, [due, opensAt]);
  const cancel = useCancelChallenge();
  const [cancelling, setCancelling] = useState(false);
  const { bet } = phase;
  // Counted from the request's own time, so it keeps counting between reads and after a reload.
  const elapsed = chainNow > bet.requestedAt ? chainNow - bet.requestedAt : 0n;

  const onCancel = async (): Promise<void> => {
    if (phase.cancel.kind !== 'ready') return;
    setCancelling(true);
    await cancel(bet, phase.cancel);
    setCancelling(false);
  };

  return (
    <>
      <Waiting />
      <dl className="gm-challenge-facts">
        <dt>{t('status.requestId')}</dt>
        <dd data-testid="request-id">{bet.requestId.toString()}</dd>
        <dt>{t('status.waitingFor')}</dt>
        <dd data-testid="elapsed">{formatElapsed(elapsed)}</dd>
        <dt>{t('status.stake')}</dt>
        <dd>{t('status.stakeValue', { amount: amount(bet.unit), multiple: bet.multiple.toString() })}</dd>
      </dl>
      {!polling && (
        <div className="gm-challenge-status">
          <p className="gm-muted">{t('status.slow')}</p>
          <Button onClick={onCheckAgain}>{t('status.checkAgain')}</Button>
        </div>
      )}
      <CancelInfo cancel={phase.cancel} cancelling={cancelling} onCancel={() => void onCancel()} />
      <VerifyLink requestId={bet.requestId} />
    </>
  );
}

/** The cancel of a Challenge still waiting: when it becomes possible, or the button of its next step. */
function CancelInfo({
  cancel,
  cancelling,
  onCancel,
}: {
  cancel: CancelStep;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t, date } = useI18n();
  if (cancel.kind === 'locked') {
    return (
      <p className="gm-muted" data-testid="cancel-info">
        {cancel.requested
          ? t('status.cancelRequestedAt', { time: date(cancel.availableAt) })
          : t('status.cancelFrom', { time: date(cancel.availableAt) })}
      </p>
    );
  }
  const first = cancel.call === 'requestCancelBet';
  return (
    <div className="gm-challenge-status" data-testid="cancel-info">
      <p className="gm-muted">{first ? t('status.cancelNow') : t('status.cancelRequestedNow')}</p>
      <Button wide onClick={onCancel} disabled={cancelling}>
        {first ? t('status.cancelButton') : t('status.takeBack')}
      </Button>
    </div>
  );
}

function Result({ bet }: { bet: Bet }) {
  const { t, amount } = useI18n();
  return (
    <div className={`gm-result ${bet.success ? 'gm-result--win' : 'gm-result--lose'}`}>
      <p className="gm-result__headline">{bet.success ? t('status.win') : t('status.lose')}</p>
      {bet.success ? (
        <p className="gm-lead">{t('status.won', { amount: amount(bet.gain), multiple: bet.multiple.toString() })}</p>
      ) : (
        <p className="gm-lead">{t('status.lost', { amount: amount(bet.loss) })}</p>
      )}
      <Button wide onClick={() => modalStore.getState().actions.open('VESTING_MODAL')}>
        {t('status.claim')}
      </Button>
      <VerifyLink requestId={bet.requestId} />
    </div>
  );
}

function Cancelled() {
  const { t } = useI18n();
  return (
    <div className="gm-result gm-result--lose">
      <p className="gm-result__headline">{t('status.cancelled')}</p>
      <p className="gm-lead">{t('status.stakeBack')}</p>
      <Button wide onClick={() => flowStore.getState().actions.betCancelled()}>
        {t('status.choose')}
      </Button>
    </div>
  );
}

/**
 * Step CLAIM for a Challenge: everything from the chain. The last bet, then its status polled by
 * request id (docs/product.md#challenge) for a bounded time; pending → request id, elapsed time, and the cancel once the
 * contract allows it; resolved → the result and the claim of the rest; cancelled → back to the choice.
 */
export function ChallengeStatus() {
  const { t } = useI18n();
  const confirming = useFlow((state) => state.txHash !== '');
  const last = useLastBet();
  const [pollFrom, setPollFrom] = useState(() => Date.now());
  const now = useSecondsTick();
  const polling = now - pollFrom < BET_POLL_TIMEOUT_MS;
  const status = useBetStatus(last.data?.requestId, polling);
  const read = status.data;
  const phase = read?.phase;
  const previous = useRef<BetPhase['phase'] | undefined>(undefined);

  useEffect(() => {
    // The result arriving while the user waits shows the glitch-end overlay (not on a later visit).
    if (previous.current === 'waiting' && phase?.phase === 'resolved') {
      flowStore.getState().actions.betResolved();
      // The result and its CLAIM replace the wait: in view even if the page was scrolled meanwhile (issue 36 §1).
      (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    }
    previous.current = phase?.phase;
  }, [phase?.phase]);

  const body = (() => {
    if (confirming)
      return (
        <Waiting>
          <p className="gm-muted">{t('status.confirming')}</p>
        </Waiting>
      );
    const failed = [last, status].find((query) => query.isError);
    if (failed)
      return <ReadError error={failed.error} retrying={failed.isFetching} onRetry={() => void failed.refetch()} />;
    if (last.isSuccess && last.data === null) {
      return (
        <div className="gm-challenge-status">
          <p className="gm-lead">{t('status.none')}</p>
          <Button wide onClick={() => flowStore.getState().actions.betCancelled()}>
            {t('status.choose')}
          </Button>
        </div>
      );
    }
    if (!read || !phase) return <ReadLoading what={t('status.loading')} />;
    if (phase.phase === 'resolved') return <Result bet={phase.bet} />;
    if (phase.phase === 'cancelled') return <Cancelled />;
    return (
      <Pending
        phase={phase}
        chainTime={read.chainTime}
        readAt={status.dataUpdatedAt}
        polling={polling}
        onCheckAgain={() => {
          setPollFrom(Date.now());
          void status.refetch();
        }}
      />
    );
  })();

  // Present from the first render (the wait has its own status), so the outcome replacing the wait is
  // read out (aria-live).
  const announcement =
    phase?.phase === 'resolved'
      ? t('status.result', { result: phase.bet.success ? t('status.win') : t('status.lose') })
      : phase?.phase === 'cancelled'
        ? t('status.cancelled')
        : '';
  return (
    <section className="gm-panel gm-panel--center">
      <h1 className="gm-title gm-title--small">{t('challenge.title')}</h1>
      <p className="gm-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="challenge-announcement">
        {announcement}
      </p>
      {body}
    </section>
  );
}
