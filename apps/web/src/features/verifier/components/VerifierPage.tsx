import { getConfig } from '@gm-claim/web-core-config';
import { ReadError, ReadLoading } from '@gm-claim/web-core-ui';
import { parseRequestId } from '../data-access/request-id';
import { useChallengeLookup } from '../hooks/queries';
import { ChallengeProofView } from './ChallengeProofView';
import { VerifyCommand, verifyCommand } from './VerifyCommand';
import './verifier.css';
import { useI18n, usePageTexts } from '@gm-claim/web-core-i18n';

const CHALLENGE_COMMAND_TEXTS = {
  title: 'verify.commandTitle',
  lead: 'verify.command',
  note: 'verify.commandNote',
} as const;

function Body({ requestId }: { requestId: bigint }) {
  const { t } = useI18n();
  const lookup = useChallengeLookup(requestId);
  if (lookup.isError) {
    return (
      <ReadError
        what={t('verify.what')}
        error={lookup.error}
        retrying={lookup.isFetching}
        onRetry={() => void lookup.refetch()}
      />
    );
  }
  if (!lookup.data) return <ReadLoading what={t('verify.loading')} />;
  const found = lookup.data;
  if (found.kind === 'unknown') {
    return (
      <div className="gm-verify__section" data-testid="unknown-challenge">
        <p className="gm-lead">{t('verify.unknown', { id: found.requestId.toString() })}</p>
        {found.indexNote && <p className="gm-muted">{found.indexNote}</p>}
        <p className="gm-muted">{t('verify.chainChecked')}</p>
      </div>
    );
  }
  const { proof, fallback } = found;
  return (
    <>
      {fallback ? (
        <p className="gm-verify__note" role="status" data-testid="source-note">
          {fallback}
        </p>
      ) : (
        proof.index && (
          <p className="gm-muted" data-testid="source-note">
            {proof.index.lagBlocks !== null
              ? t('verify.fromIndexLag', { block: proof.index.indexedBlock ?? '—', lag: proof.index.lagBlocks })
              : t('verify.fromIndex', { block: proof.index.indexedBlock ?? '—' })}
          </p>
        )
      )}
      <ChallengeProofView proof={proof} chainId={getConfig().chainId} />
    </>
  );
}

/** /challenge/:requestId — any Challenge, without a wallet: every fact and the draw recomputed. */
export function VerifierPage(props: { requestId: string }) {
  // The page's texts are a chunk of their own, fetched with it.
  return usePageTexts() ? <Verifier {...props} /> : null;
}

function Verifier({ requestId: text }: { requestId: string }) {
  const { t } = useI18n();
  const requestId = parseRequestId(text);
  return (
    <article className="gm-verify">
      <h1 className="gm-title gm-title--small">{t('verify.title')}</h1>
      <p className="gm-lead">{t('verify.lead')}</p>
      {requestId === null ? (
        <p className="gm-warning" role="alert" data-testid="invalid-id">
          {t('verify.invalidId', { text })}
        </p>
      ) : (
        <>
          <Body requestId={requestId} />
          <VerifyCommand command={verifyCommand(getConfig(), requestId)} texts={CHALLENGE_COMMAND_TEXTS} />
        </>
      )}
      <p className="gm-muted">
        <a href="/fairness">{t('verify.fairLink')}</a>
      </p>
    </article>
  );
}

export default VerifierPage;
