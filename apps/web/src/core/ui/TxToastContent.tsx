import { explorerTxUrl } from '@gm-claim/shared/explorer';
import { useI18n } from '@gm-claim/web-core-i18n';

/** A transaction a toast refers to: its hash and the chain it was sent on. */
export interface TxReference {
  hash: string;
  chainId: number;
}

/** "0x1234…abcd": a transaction hash short enough for a toast. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}

/**
 * A toast's message with its transaction: a link to the chain's block explorer (new tab), or the short
 * hash alone on a chain without an explorer (the local chain).
 */
export function TxToastContent({ message, tx }: { message: string; tx: TxReference }) {
  const { t } = useI18n();
  const url = explorerTxUrl(tx.chainId, tx.hash);
  return (
    <div className="gm-toast-tx">
      <span>{message}</span>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" title={tx.hash} onClick={(event) => event.stopPropagation()}>
          {t('toast.viewTx', { hash: shortHash(tx.hash) })}
        </a>
      ) : (
        <span className="gm-toast-tx__hash" title={tx.hash}>
          {t('toast.tx', { hash: shortHash(tx.hash) })}
        </span>
      )}
    </div>
  );
}
