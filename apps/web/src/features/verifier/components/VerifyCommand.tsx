import type { AppConfig } from '@gm-claim/web-core-config';
import { useI18n, type MessageKey } from '@gm-claim/web-core-i18n';

/**
 * The verifier command with this deployment's exact arguments (tools/verify/main.ts): the node the app itself
 * reads, the GMChallenge address and the first block of its logs; with a request id, one Challenge.
 */
export function verifyCommand(
  config: Pick<AppConfig, 'rpcUrls' | 'contracts' | 'logsFromBlock'>,
  requestId?: bigint,
): string {
  const rpc = config.rpcUrls[0] ?? '<BNB Smart Chain RPC URL>';
  const id = requestId === undefined ? '' : ` --id ${requestId.toString()}`;
  return `npx tsx tools/verify/main.ts --rpc ${rpc} --contract ${config.contracts.GMChallenge} --from-block ${config.logsFromBlock}${id}`;
}

/** A section with the command to run, under a heading and a lead of the page's choosing. */
export function VerifyCommand({
  command,
  texts,
}: {
  command: string;
  texts: { title: MessageKey; lead: MessageKey; note: MessageKey };
}) {
  const { t } = useI18n();
  return (
    <section className="gm-verify__section" aria-labelledby="command-title">
      <h2 id="command-title">{t(texts.title)}</h2>
      <p>{t(texts.lead)}</p>
      <pre className="gm-verify__formula" data-testid="verify-command" tabIndex={0}>
        <code>{command}</code>
      </pre>
      <p className="gm-muted">{t(texts.note)}</p>
    </section>
  );
}
