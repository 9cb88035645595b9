import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getConfig } from '@gm-claim/web-core-config';
import { Button, ReadState } from '@gm-claim/web-core-ui';
import { formatDateIn, useI18n } from '@gm-claim/web-core-i18n';
import { readRelayerPause, setRelayerPause } from '../data-access/relayer-pause';

const KEY = ['ops', 'relayer-pause'] as const;

/**
 * Issue 35 §4: pause or resume claims without BNB from the cockpit, without a restart. The operator's wallet signs
 * the request and the relayer checks it is an operator's; the state shown is the relayer's own /relay/status.
 */
export function RelayerPausePanel() {
  const relayerUrl = getConfig().relayerUrl;
  return relayerUrl ? <Panel relayerUrl={relayerUrl} /> : null;
}

function Panel({ relayerUrl }: { relayerUrl: string }) {
  const { t, locale } = useI18n();
  const ids = { reason: useId(), error: useId() };
  const client = useQueryClient();
  const pause = useQuery({ queryKey: KEY, queryFn: () => readRelayerPause(relayerUrl), staleTime: 5_000 });
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'empty' } | { kind: 'failed'; reason: string }>({
    kind: 'idle',
  });

  const send = async (paused: boolean): Promise<void> => {
    if (paused && reason.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const { connectedSigner } = await import('@gm-claim/web-core-chain');
      await setRelayerPause(
        { relayerUrl, chainId: getConfig().chainId, paused, reason: paused ? reason.trim() : 'resumed' },
        await connectedSigner(),
      );
      setReason('');
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      await client.invalidateQueries({ queryKey: KEY });
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void send(true);
  };
  const problem =
    state.kind === 'empty'
      ? t('ops.relayerPauseEmpty')
      : state.kind === 'failed'
        ? t('ops.relayerPauseFailed', { reason: state.reason })
        : null;

  return (
    <section className="gm-ops__panel" aria-labelledby="ops-relayer-pause-title" data-testid="ops-relayer-pause">
      <h2 id="ops-relayer-pause-title">{t('ops.relayerPauseTitle')}</h2>
      <ReadState queries={[pause]} what={t('ops.relayerPauseTitle')}>
        {() =>
          pause.data?.pause ? (
            <div data-testid="ops-relayer-paused">
              <p>
                {t('ops.relayerPaused', {
                  reason: pause.data.pause.reason,
                  by: pause.data.pause.by,
                  time: formatDateIn(locale, new Date(pause.data.pause.at), t('common.utc')),
                })}
              </p>
              <Button onClick={() => void send(false)} disabled={state.kind === 'busy'}>
                {t('ops.relayerResume')}
              </Button>
            </div>
          ) : (
            <form className="gm-ops__incident-form" onSubmit={submit} noValidate>
              <p data-testid="ops-relayer-running">{t('ops.relayerRunning')}</p>
              <label htmlFor={ids.reason}>{t('ops.relayerPauseReason')}</label>
              <input
                id={ids.reason}
                className="gm-input"
                maxLength={200}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? ids.error : undefined}
              />
              <Button type="submit" disabled={state.kind === 'busy'}>
                {t('ops.relayerPause')}
              </Button>
            </form>
          )
        }
      </ReadState>
      {problem && (
        <p id={ids.error} role="alert" className="gm-ops__warn">
          {problem}
        </p>
      )}
    </section>
  );
}
