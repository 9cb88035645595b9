import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ReadState } from '@gm-claim/web-core-ui';
import { formatDateIn, useI18n } from '@gm-claim/web-core-i18n';
import { readOpsIncident, writeOpsIncident } from '../data-access/read-ops';

const MAX_LENGTH = 500;

/**
 * The public status page's incident note (issue 34 §2): the note shown now, a field to post one (it replaces the
 * one shown) and a button to clear it. The API takes it from a signed-in operator only, as every /ops read.
 */
export function IncidentPanel() {
  const { t, locale } = useI18n();
  const ids = { field: useId(), hint: useId(), error: useId() };
  const client = useQueryClient();
  const incident = useQuery({ queryKey: ['ops', 'incident'], queryFn: () => readOpsIncident(), staleTime: 5_000 });
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'saved' | 'empty' } | { kind: 'failed'; reason: string }
  >({ kind: 'idle' });

  const save = async (message: string | null): Promise<void> => {
    setState({ kind: 'busy' });
    try {
      const saved = await writeOpsIncident(message);
      client.setQueryData(['ops', 'incident'], saved);
      setDraft('');
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (draft.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    void save(draft.trim());
  };
  const problem =
    state.kind === 'empty'
      ? t('ops.incidentEmpty')
      : state.kind === 'failed'
        ? t('ops.incidentFailed', { reason: state.reason })
        : null;

  return (
    <section className="gm-ops__panel" aria-labelledby="ops-incident-title" data-testid="ops-incident">
      <h2 id="ops-incident-title">{t('ops.incidentTitle')}</h2>
      <p className="gm-muted">{t('ops.incidentLead')}</p>
      <ReadState queries={[incident]} what={t('ops.incidentTitle')}>
        {() =>
          incident.data?.incident ? (
            <div data-testid="ops-incident-current">
              <p>
                {t('ops.incidentShown', {
                  time: formatDateIn(locale, new Date(incident.data.incident.postedAt), t('common.utc')),
                  by: incident.data.incident.postedBy,
                })}
              </p>
              <p className="gm-ops__incident-text">{incident.data.incident.message}</p>
              <Button variant="ghost" onClick={() => void save(null)} disabled={state.kind === 'busy'}>
                {t('ops.incidentClear')}
              </Button>
            </div>
          ) : (
            <p data-testid="ops-incident-none">{t('ops.incidentNone')}</p>
          )
        }
      </ReadState>
      <form className="gm-ops__incident-form" onSubmit={submit} noValidate>
        <label htmlFor={ids.field}>{t('ops.incidentLabel')}</label>
        <textarea
          id={ids.field}
          className="gm-input"
          rows={3}
          maxLength={MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
        />
        {problem && (
          <p id={ids.error} role="alert" className="gm-ops__warn">
            {problem}
          </p>
        )}
        {state.kind === 'saved' && <p role="status">{t('ops.incidentSaved')}</p>}
        <Button type="submit" disabled={state.kind === 'busy'}>
          {t('ops.incidentPost')}
        </Button>
      </form>
    </section>
  );
}
