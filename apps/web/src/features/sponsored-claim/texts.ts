import { t } from '@gm-claim/web-core-i18n';

/**
 * Every user-visible text of "Claim without BNB", "Send to another address" and the rescue path
 * (docs/product.md, "Claim without BNB, to another address, rescue"), read from the catalogs (`sponsored.*` in src/core/i18n/messages) in the current language.
 * No literal of this feature is written in its JSX.
 */
export const SPONSORED_TEXTS = {
  get sendElsewhere(): string {
    return t('sponsored.sendElsewhere');
  },
  get recipientLabel(): string {
    return t('sponsored.recipientLabel');
  },
  get recipientHint(): string {
    return t('sponsored.recipientHint');
  },
  get recipientEmpty(): string {
    return t('sponsored.recipientEmpty');
  },
  get recipientFormat(): string {
    return t('sponsored.recipientFormat');
  },
  get recipientChecksum(): string {
    return t('sponsored.recipientChecksum');
  },
  get recipientZero(): string {
    return t('sponsored.recipientZero');
  },
  get recipientContract(): string {
    return t('sponsored.recipientContract');
  },
  get recipientContractsUnread(): string {
    return t('sponsored.recipientContractsUnread');
  },
  get recipientChecking(): string {
    return t('sponsored.recipientChecking');
  },
  get recipientCheckFailed(): string {
    return t('sponsored.recipientCheckFailed');
  },
  get recipientUnknownContract(): string {
    return t('sponsored.recipientUnknownContract');
  },
  get recipientSmartAccount(): string {
    return t('sponsored.recipientSmartAccount');
  },
  get confirmTitle(): string {
    return t('sponsored.confirmTitle');
  },
  get confirmClaimAndVest(): string {
    return t('sponsored.confirmClaimAndVest');
  },
  get confirmMonthly(): string {
    return t('sponsored.confirmMonthly');
  },
  get confirmSponsored(): string {
    return t('sponsored.confirmSponsored');
  },
  get confirm(): string {
    return t('sponsored.confirm');
  },
  get back(): string {
    return t('sponsored.back');
  },
  get sponsoredTitle(): string {
    return t('sponsored.sponsoredTitle');
  },
  get sponsoredButton(): string {
    return t('sponsored.sponsoredButton');
  },
  sponsoredOffer: (need: string, balance: string): string => t('sponsored.sponsoredOffer', { need, balance }),
  get sponsoredBalanceUnknown(): string {
    return t('sponsored.sponsoredBalanceUnknown');
  },
  get sponsoredNotConfigured(): string {
    return t('sponsored.sponsoredNotConfigured');
  },
  sponsoredPaused: (reason: string): string => t('sponsored.sponsoredPaused', { reason }),
  get sponsoredCheckingRelayer(): string {
    return t('sponsored.sponsoredCheckingRelayer');
  },
  get signPrompt(): string {
    return t('sponsored.signPrompt');
  },
  get relaySubmitted(): string {
    return t('sponsored.relaySubmitted');
  },
  get relaySent(): string {
    return t('sponsored.relaySent');
  },
  relayConfirmedTo: (recipient: string): string => t('sponsored.relayConfirmedTo', { recipient }),
  get relayRecovering(): string {
    return t('sponsored.relayRecovering');
  },
  get relayOnItsWay(): string {
    return t('sponsored.relayOnItsWay');
  },
  relayUnavailable: (reason: string): string => t('sponsored.relayUnavailable', { reason }),
  get relayUnreachable(): string {
    return t('sponsored.relayUnreachable');
  },
  get relayNotConfigured(): string {
    return t('sponsored.relayNotConfigured');
  },
  get reasonCannotTakeNow(): string {
    return t('sponsored.reasonCannotTakeNow');
  },
  get reasonUnreadable(): string {
    return t('sponsored.reasonUnreadable');
  },
  get reasonNotTaking(): string {
    return t('sponsored.reasonNotTaking');
  },
  get reasonNone(): string {
    return t('sponsored.reasonNone');
  },
  get noTypedData(): string {
    return t('sponsored.noTypedData');
  },
  relayRefused: (reason: string): string => t('sponsored.relayRefused', { reason }),
  relayFailed: (reason: string): string => t('sponsored.relayFailed', { reason }),
  get relayTimeout(): string {
    return t('sponsored.relayTimeout');
  },
  get rescueTitle(): string {
    return t('sponsored.rescueTitle');
  },
  get rescueText(): string {
    return t('sponsored.rescueText');
  },
  get rescueButton(): string {
    return t('sponsored.rescueButton');
  },


  get rescueNeedsRelayer(): string {
    return t('sponsored.rescueNeedsRelayer');
  },
  get receivedSchedule(): string {
    return t('sponsored.receivedSchedule');
  },
  schedulesSummary: (count: number, total: string): string => t('sponsored.schedulesSummary', { count, total }),
  scheduleHeading: (id: string): string => t('sponsored.scheduleHeading', { id }),
  sentElsewhere: (recipient: string): string => t('sponsored.sentElsewhere', { recipient }),
};
