/**
 * Every user-visible English text of "Claim without BNB", "Send to another address" and the rescue path
 * (issue 21), in one module so they can move into the translation catalogs as they are. No literal of
 * this feature is written in its JSX.
 */
export const SPONSORED_TEXTS = {
  // Send to another address
  sendElsewhere: 'Send to another address',
  recipientLabel: 'Recipient address',
  recipientHint:
    'A BNB Smart Chain address (0x…). A mixed-case address is checked against its EIP-55 checksum. On claim & vest, the tokens paid now and the whole vesting schedule go to it.',
  recipientEmpty: 'Enter the recipient address.',
  recipientFormat: 'This is not an address: it must be 0x followed by 40 hexadecimal characters.',
  recipientChecksum:
    'This address has a wrong checksum (EIP-55): a letter has the wrong case, so it may be mistyped. Copy it again from its source.',
  recipientZero: 'The zero address cannot receive tokens.',
  recipientContract: 'This is a GM Claim contract: it cannot receive the claim. Enter your own address.',
  recipientChecking: 'Checking the address on the chain…',
  recipientCheckFailed: 'The address could not be checked on the chain. Check it yourself before you confirm.',
  recipientUnknownContract:
    'Warning: this address is a contract that is not a known smart account. Tokens sent to a contract that cannot move them are lost for good. Send only to a contract you control.',
  recipientSmartAccount: 'This address is a smart account (such as a Safe).',
  // The confirmation with the full recipient
  confirmTitle: 'Confirm the recipient',
  confirmClaimAndVest: 'The tokens paid now and your whole vesting schedule go to this address, for good:',
  confirmMonthly: 'The tokens of this claim go to this address, for good:',
  confirmSponsored: 'You sign the claim in your wallet; the relayer sends it and pays its gas.',
  confirm: 'CONFIRM',
  back: 'BACK',
  // Claim without BNB
  sponsoredTitle: 'Claim without BNB',
  sponsoredButton: 'CLAIM WITHOUT BNB',
  sponsoredOffer: (need: string, balance: string): string =>
    `Your wallet holds ${balance} BNB; this claim's gas needs about ${need} BNB. You can claim without BNB: you sign the claim, and the GM Claim relayer sends it and pays its gas.`,
  sponsoredBalanceUnknown:
    'Your BNB balance could not be read. If your wallet holds no BNB for gas, you can claim without BNB: you sign the claim and the relayer pays its gas.',
  sponsoredNotConfigured:
    'Your wallet does not hold enough BNB for this claim\u2019s gas, and claims without BNB are not offered on this site. Add BNB to your wallet to claim.',
  sponsoredPaused: (reason: string): string =>
    `Claims without BNB are paused: ${reason} Claim with BNB for gas instead.`,
  sponsoredCheckingRelayer: 'Checking whether the relayer can pay the gas…',
  // Progress and outcome toasts
  signPrompt: 'Sign the claim in your wallet. It costs no BNB.',
  relaySubmitted: 'The relayer has your signed claim and is sending it.',
  relaySent: 'The relayer sent your claim. Waiting for the block…',
  relayConfirmedTo: (recipient: string): string => `Claim confirmed. The tokens went to ${recipient}.`,
  relayRecovering: 'Following your claim without BNB, sent before this page was loaded…',
  relayUnavailable: (reason: string): string =>
    `Claim without BNB is not available right now: ${reason} Claim with BNB for gas instead.`,
  relayUnreachable:
    'The relayer cannot be reached, so claim without BNB is not available right now. Claim with BNB for gas instead.',
  relayNotConfigured: 'Claims without BNB are not offered on this site. Claim with BNB for gas instead.',
  /** The reasons the web gives when the relayer gives none. */
  reasonCannotTakeNow: 'it cannot take claims now.',
  reasonUnreadable: 'its answer could not be read.',
  reasonNotTaking: 'the relayer does not take claims now.',
  reasonNone: 'no reason given.',
  noTypedData: 'This wallet cannot sign typed data, so it cannot claim without BNB. Claim with BNB for gas instead.',
  relayRefused: (reason: string): string => `The relayer refused the claim: ${reason}`,
  relayFailed: (reason: string): string => `The relayed claim failed: ${reason}`,
  relayTimeout:
    'The relayer has not confirmed your claim yet. It keeps trying; reload this page later to see where it stands.',
  // Rescue path
  rescueTitle: 'My wallet\u2019s key leaked',
  rescueText:
    'If someone else has your wallet\u2019s key, a bot takes any BNB sent to it for gas, and the tokens right after. Do not send it BNB. Instead, enter a safe address you control (a new wallet, a hardware wallet or a Safe), sign the claim with this wallet, and the relayer sends it and pays the gas. Everything goes straight to the safe address: this wallet never needs BNB.',
  rescueButton: 'RESCUE TO A SAFE ADDRESS',
  rescueNeedsRelayer:
    'The rescue needs the relayer, which is not available on this site right now. Do not send BNB to a leaked wallet.',
  // The recipient's and the sender's dashboards
  receivedSchedule:
    'This schedule came to this wallet from another wallet: its claim & vest was sent here, or the schedule was handed over.',
  /** A wallet with several PUBLIC schedules (its own and one received): each is shown and claimed on its own. */
  schedulesSummary: (count: number, total: string): string =>
    `This wallet holds ${count} vesting schedules, ${total} GM in all. Each schedule is claimed on its own.`,
  scheduleHeading: (id: string): string => `Vesting schedule #${id}`,
  sentElsewhere: (recipient: string): string =>
    `This wallet\u2019s claim & vest was sent to ${recipient}: the vesting schedule is that address\u2019s. Connect it to claim the monthly releases.`,
} as const;
