import type { RelayKind } from '@gm-claim/shared/relay/kinds';
import type { RelayOutcome } from '@gm-claim/shared/relay/answers';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { GAS_LIMITS, getConfig } from '@gm-claim/web-core-config';
import { Button, ReadError } from '@gm-claim/web-core-ui';
import { isWalletConnected, useWallet } from '@gm-claim/web-core-wallet';
import { formatBnb, type SponsorOffer } from '../data-access/gas-coverage';
import { followedHere } from '../data-access/pending';
import { deploymentContracts } from '../data-access/deployment-contracts';
import type { ClaimEstimate } from '../data-access/gas-estimate';
import { checkRecipient } from '../data-access/recipient';
import {
  useDeploymentContracts,
  useRecipientKind,
  useSponsorState,
  useWalletDelegation,
  type SponsorState,
} from '../hooks/queries';
import './sponsored.css';
import { gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { contractCall } from '@gm-claim/web-core-chain';
import { usePageTexts, useI18n, t } from '@gm-claim/web-core-i18n';

/** How a claim goes: to the wallet or to `recipient`; paid by the wallet, or signed and sent by the relayer. */
export interface ClaimRoute {
  recipient?: string;
  sponsored: boolean;
}

export interface ClaimRoutingProps {
  /** claim & vest (the PUBLIC schedule moves too) or a monthly claim. */
  variant: 'claim-and-vest' | 'monthly';
  /** The relayer function this claim would use (its /relay/status says whether it is sponsored). */
  relayKind: RelayKind;
  /**
   * Issue 37 §3: the call the wallet would send (claim & vest: built by its modal over the server's signature), for
   * "does the wallet's BNB cover its gas": its eth_estimateGas plus the documented margin at the node's gas price; a
   * call that would revert says why, an estimate that cannot be read shows its error and a retry. No call (nothing
   * to claim yet): nothing is estimated, and no gas figure of any kind is shown.
   */
  estimate?: ClaimEstimate;
  /** The monthly claim the wallet would send (claim(scheduleId) on this GMVesting): estimated as `estimate` is. */
  claimEstimate?: { vesting: string; scheduleId: bigint };
  /** The spec's button (YES, I AGREE / CLAIM NOW): the normal claim. */
  primaryLabel: string;
  /** Nothing to claim yet (amounts not read, nothing claimable, already claimed). */
  disabled: boolean;
  wide?: boolean;
  /** What the claim came to: relay-unavailable when the relayer could not take it (the page then says so). */
  onClaim(route: ClaimRoute): Promise<RelayOutcome>;
}

/**
 * A monthly claim as CLAIM NOW sends it (claim-vesting.ts): claim(scheduleId), with the specification's fixed gas
 * limit (GAS_LIMITS.claim), which the wallet must be able to cover to send it at all (gasNeed).
 */
function monthlyClaim({ vesting, scheduleId }: { vesting: string; scheduleId: bigint }): ClaimEstimate {
  return {
    key: `claim:${vesting.toLowerCase()}:${scheduleId.toString()}`,
    txs: async () => {
      const call = contractCall(gmVestingAbi, vesting, 'claim', [scheduleId]);
      return [{ to: call.target, data: call.callData }];
    },
    sendGasLimit: GAS_LIMITS.claim,
  };
}

/** The balance covers what the gas costs, not the fixed gas limit the claim is sent with (its own note: LimitNote). */
function shortOfLimitOnly(offer: SponsorOffer): offer is Extract<SponsorOffer, { kind: 'offer' }> & { holdWei: bigint } {
  return offer.kind === 'offer' && offer.holdWei !== undefined && offer.balanceWei >= offer.needWei;
}

function offerText(state: SponsorState | undefined, failed: boolean, relayerDown: string | null): string | null {
  if (relayerDown) return relayerDown;
  if (failed || !state) return null;
  const offer: SponsorOffer = state.offer;
  if (shortOfLimitOnly(offer)) return null;
  if (offer.kind === 'offer') return t('sponsored.sponsoredOffer', { need: formatBnb(offer.needWei), balance: formatBnb(offer.balanceWei) });
  // An unread estimate shows its own error and retry (EstimateError), not the unread balance's sentence.
  if (offer.kind === 'unknown') {
    const accepting = state.relayer.state === 'accepting';
    return accepting && state.estimateError === undefined ? t('sponsored.sponsoredBalanceUnknown') : null;
  }
  if (offer.kind === 'unavailable') {
    if (offer.reason.state === 'paused') return t('sponsored.sponsoredPaused', { reason: offer.reason.reason });
    if (offer.reason.state === 'unreachable') return t('sponsored.relayUnreachable');
    return t('sponsored.sponsoredNotConfigured');
  }
  return null;
}

/**
 * The claim's buttons with the routing options: "Send to another address" (an EIP-55-checked input, a
 * warning for a contract that is not a known smart account, a confirmation showing the full address),
 * "Claim without BNB" when the wallet's BNB does not cover the gas and the relayer takes the claim,
 * and the rescue path for a wallet whose key leaked (a safe address + the relayer). When the relayer
 * turns the claim down (503, unreachable) the page says so and the normal claim stays.
 */
export function ClaimRouting(props: ClaimRoutingProps) {
  // Renders again when the language changes (its texts come from SPONSORED_TEXTS, read in the current one).
  useI18n();
  // Nothing to claim (amounts not read yet, nothing released, already claimed): the spec's button alone, disabled.
  const { variant, relayKind, primaryLabel, disabled: nothingToClaim, onClaim } = props;
  const address = useWallet((state) => (isWalletConnected(state) ? state.address : undefined)) ?? undefined;
  const sponsor = useSponsorState(
    address,
    relayKind,
    props.estimate ?? (props.claimEstimate ? monthlyClaim(props.claimEstimate) : undefined),
  );
  const delegation = useWalletDelegation(address);
  const delegated =
    delegation.data?.kind === 'sweeper' || delegation.data?.kind === 'unknown' ? delegation.data : null;
  const [elsewhere, setElsewhere] = useState(false);
  const [rescue, setRescue] = useState(false);
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<Required<ClaimRoute> | null>(null);
  const [busy, setBusy] = useState(false);
  const [relayerDown, setRelayerDown] = useState<string | null>(null);
  // A claim without BNB of this wallet on its way (sent from another tab or device, or before a reload; the
  // page's status line says so): the amounts do not count it yet, so the page offers no second claim of the
  // same tokens until its block is in (then the chain is read again) or following it gives up.
  const claimOnItsWay = useSyncExternalStore(followedHere.subscribe, () => followedHere.anyOf(address), () => false);
  const disabled = nothingToClaim || (claimOnItsWay && !busy);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId(), confirm: useId() };

  // Every contract of the deployment is refused: the configured ones at once, the token, verifiers and
  // VRF wrapper once read; until then (or if that read fails) no recipient goes to the confirmation.
  const contracts = useDeploymentContracts(elsewhere);
  const forbidden = contracts.data ?? deploymentContracts(getConfig().contracts);
  const check = elsewhere ? checkRecipient(input, forbidden) : null;
  const validRecipient = check?.ok && contracts.data ? check.address : undefined;
  const contractsUnread = Boolean(check?.ok && !contracts.data);
  const kind = useRecipientKind(validRecipient);
  const showError = check && !check.ok && touched;

  const accepting = sponsor.data?.relayer.state === 'accepting' && relayerDown === null;
  const offerSponsored =
    accepting && (sponsor.data?.offer.kind === 'offer' || sponsor.data?.offer.kind === 'unknown' || rescue);
  const note =
    rescue && !accepting && sponsor.data ? t('sponsored.rescueNeedsRelayer') : offerText(sponsor.data, sponsor.isError, relayerDown);

  const run = async (route: ClaimRoute): Promise<void> => {
    setBusy(true);
    const outcome = await onClaim(route);
    setBusy(false);
    setConfirming(null);
    if (outcome === 'relay-unavailable') {
      setRelayerDown(t('sponsored.relayUnavailable', { reason: t('sponsored.reasonCannotTakeNow') }));
      void sponsor.refetch();
    }
  };

  const start = (sponsored: boolean): void => {
    if (!elsewhere) {
      void run({ sponsored });
      return;
    }
    setTouched(true);
    if (!check?.ok || !contracts.data) {
      if (contracts.isError) void contracts.refetch();
      inputRef.current?.focus();
      return;
    }
    setConfirming({ recipient: check.address, sponsored });
  };

  const onRescue = (): void => {
    setRescue(true);
    setElsewhere(true);
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  if (confirming) {
    return (
      <section className="gm-route__confirm" aria-labelledby={ids.confirm} data-testid="recipient-confirm">
        <h3 id={ids.confirm}>{t('sponsored.confirmTitle')}</h3>
        <p className="gm-modal__note">{variant === 'claim-and-vest' ? t('sponsored.confirmClaimAndVest') : t('sponsored.confirmMonthly')}</p>
        <code className="gm-route__address" data-testid="recipient-full">
          {confirming.recipient}
        </code>
        {kind.data === 'unknown-contract' && <p className="gm-route__warning">{t('sponsored.recipientUnknownContract')}</p>}
        {confirming.sponsored && <p className="gm-modal__note">{t('sponsored.confirmSponsored')}</p>}
        <div className="gm-route__actions">
          <Button onClick={() => void run(confirming)} disabled={busy || disabled}>
            {t('sponsored.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
            {t('sponsored.back')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="gm-route" data-testid="claim-routing">
      {delegated && !disabled && !rescue && (
        <DelegationWarning sweeper={delegated.kind === 'sweeper'} delegate={delegated.delegate} onRescue={onRescue} />
      )}
      {!disabled && (
        <label className="gm-checkbox">
          <input
            type="checkbox"
            checked={elsewhere}
            onChange={(event) => {
              setElsewhere(event.target.checked);
              if (!event.target.checked) setRescue(false);
            }}
          />
          {t('sponsored.sendElsewhere')}
        </label>
      )}
      {elsewhere && !disabled && (
        <div className="gm-route__field">
          <label htmlFor={ids.input}>{t('sponsored.recipientLabel')}</label>
          <input
            ref={inputRef}
            id={ids.input}
            className="gm-input"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0x…"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={showError ? true : undefined}
            aria-describedby={showError ? `${ids.hint} ${ids.error}` : ids.hint}
          />
          <p id={ids.hint} className="gm-muted">
            {t('sponsored.recipientHint')}
          </p>
          {showError && (
            <p id={ids.error} className="gm-route__error" role="alert">
              {check.message}
            </p>
          )}
          {contractsUnread && contracts.isError && (
            <p className="gm-route__error" role="alert" data-testid="recipient-contracts-unread">
              {t('sponsored.recipientContractsUnread')}
            </p>
          )}
          {((contractsUnread && !contracts.isError) || (validRecipient && kind.isFetching && !kind.data)) && (
            <p className="gm-muted" role="status">
              {t('sponsored.recipientChecking')}
            </p>
          )}
          {validRecipient && kind.isError && <p className="gm-route__warning">{t('sponsored.recipientCheckFailed')}</p>}
          {validRecipient && kind.data === 'unknown-contract' && (
            <p className="gm-route__warning" role="alert" data-testid="recipient-contract-warning">
              {t('sponsored.recipientUnknownContract')}
            </p>
          )}
          {validRecipient && kind.data === 'smart-account' && <p className="gm-muted">{t('sponsored.recipientSmartAccount')}</p>}
        </div>
      )}
      {note && !disabled && (
        <p className="gm-modal__note" data-testid="sponsor-note">
          {note}
        </p>
      )}
      {!disabled && !relayerDown && sponsor.data && shortOfLimitOnly(sponsor.data.offer) && (
        <LimitNote offer={sponsor.data.offer} />
      )}
      {!disabled && !relayerDown && sponsor.data?.offer.kind === 'would-revert' && (
        <WouldRevertNote reason={sponsor.data.offer.reason} />
      )}
      {!disabled && sponsor.data?.estimateError !== undefined && (
        <EstimateError
          error={sponsor.data.estimateError}
          retrying={sponsor.isFetching}
          onRetry={() => void sponsor.refetch()}
        />
      )}
      <div className="gm-route__actions">
        <Button wide={props.wide} onClick={() => start(false)} disabled={busy || disabled}>
          {primaryLabel}
        </Button>
        {offerSponsored && !disabled && (
          <Button wide={props.wide} variant="ghost" onClick={() => start(true)} disabled={busy}>
            {t('sponsored.sponsoredButton')}
          </Button>
        )}
      </div>
      {!disabled && (
        <details className="gm-route__rescue">
          <summary>{t('sponsored.rescueTitle')}</summary>
          <p>{t('sponsored.rescueText')}</p>
          <Button variant="ghost" onClick={onRescue}>
            {t('sponsored.rescueButton')}
          </Button>
        </details>
      )}
    </div>
  );
}

/**
 * Issue 37 §2: the connected wallet is delegated (EIP-7702) to a contract that is no known smart account, or to a
 * known sweeper. Its texts are in the pages' catalogs (loaded when it shows: a first visit does not carry them).
 */
function DelegationWarning({ sweeper, delegate, onRescue }: { sweeper: boolean; delegate: string; onRescue(): void }) {
  const { t: translate } = useI18n();
  if (!usePageTexts()) return null;
  return (
    <div className="gm-route__warning" role="alert" data-testid="wallet-delegated">
      <p>{translate(sweeper ? 'sponsored.delegatedSweeper' : 'sponsored.delegatedUnknown', { delegate })}</p>
      <Button variant="ghost" onClick={onRescue}>
        {translate('sponsored.rescueButton')}
      </Button>
    </div>
  );
}

/** Issue 37 §3: eth_estimateGas says the claim would revert: the contract's reason, not a guess of its gas. */
function WouldRevertNote({ reason }: { reason: string }) {
  const { t: translate } = useI18n();
  if (!usePageTexts()) return null;
  return (
    <p className="gm-route__warning" role="status" data-testid="would-revert">
      {translate('sponsored.wouldRevert', { reason })}
    </p>
  );
}

/**
 * Issue 37 §3: the balance covers what the claim's gas costs (its estimate), but not the fixed gas limit it is sent
 * with, which a wallet must hold to send it at all: both figures, and the claim without BNB.
 */
function LimitNote({ offer }: { offer: { needWei: bigint; balanceWei: bigint; holdWei: bigint } }) {
  const { t: translate } = useI18n();
  if (!usePageTexts()) return null;
  return (
    <p className="gm-modal__note" data-testid="sponsor-note">
      {translate('sponsored.sponsoredOfferLimit', {
        balance: formatBnb(offer.balanceWei),
        need: formatBnb(offer.needWei),
        hold: formatBnb(offer.holdWei),
      })}
    </p>
  );
}

/** Issue 37 §3: the gas estimate could not be read (the node, or our server): the error and a retry, never a figure. */
function EstimateError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry(): void }) {
  const { t: translate } = useI18n();
  if (!usePageTexts()) return null;
  return (
    <div data-testid="estimate-error">
      <ReadError what={translate('sponsored.estimateWhat')} error={error} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
