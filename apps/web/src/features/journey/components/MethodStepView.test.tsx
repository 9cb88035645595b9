/**
 * METHOD and the claim window (issue 34): before the opening, the date and a live countdown with both buttons off;
 * from 14 days before the deadline, when claims close; after it, that they closed; a paused Challenge says so on its
 * card; a window that could not be read shows its error and blocks nothing (the chain decides). axe on each.
 */
import { tokens } from '@gm-claim/shared/amount';
import type { ClaimWindowResponse } from '@gm-claim/shared/dto/claim-window';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { setChainReader } from '@gm-claim/web-core-chain';
import { fakeChain, registeredAnswers } from '@gm-claim/web-core-chain/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { setLocale } from '@gm-claim/web-core-i18n';
import { axeViolations, renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import { claimPhase, countdownParts } from '@gm-claim/web-feature-claim-window';
import { MethodStepView } from './MethodStepView';

const DAY = 86_400;
/** Dec 01 2026, 12:00 UTC. */
const OPEN_AT = Date.UTC(2026, 11, 1, 12, 0, 0) / 1000;
/** Jan 15 2027, 18:30 UTC. */
const DEADLINE = Date.UTC(2027, 0, 15, 18, 30, 0) / 1000;

/** Registered, 500 GM eligible: 50 claimable now, 450 vestable and available to bet. */
const ELIGIBILITY = registeredAnswers(tokens(500));

function windowAt(now: number, overrides: Partial<ClaimWindowResponse> = {}): ClaimWindowResponse {
  const iso = (t: number): string => new Date(t * 1000).toISOString().replace('.000Z', 'Z');
  return {
    state: now < OPEN_AT ? 'before-opening' : now > DEADLINE ? 'closed' : 'open',
    openAt: OPEN_AT,
    openAtIso: iso(OPEN_AT),
    deadline: DEADLINE,
    deadlineIso: iso(DEADLINE),
    missionsGateEndsAt: null,
    missionsGateEndsAtIso: null,
    paused: false,
    now,
    ...overrides,
  };
}

/** The API answers GET /claim-window with `window` (or `status` without a body); nothing else is asked of it here. */
function serveWindow(window: ClaimWindowResponse | null, status = 200): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/claim-window'))
      return window
        ? jsonResponse(status, window)
        : jsonResponse(503, { message: 'down', code: 'SERVICE_UNAVAILABLE' });
    return jsonResponse(404, { message: 'not here', code: 'NOT_FOUND' });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const claimButton = (): HTMLElement => screen.getByRole('button', { name: 'CLAIM & VESTING' });
const challengeButton = (): HTMLElement => screen.getByRole('button', { name: 'START CHALLENGE' });

describe('METHOD – the claim window', () => {
  beforeEach(async () => {
    resetStores();
    testConfig();
    await setLocale('en', { remember: false });
    connectTestWallet();
    setChainReader(fakeChain({ answers: ELIGIBILITY }));
  });
  afterEach(() => setChainReader(null));

  it('before the opening – "Claims open on <date> (UTC)", a countdown that moves each second, both buttons off, axe clean', async () => {
    serveWindow(windowAt(OPEN_AT - 2 * DAY));
    renderWithProviders(<MethodStepView />);
    expect(await screen.findByRole('heading', { name: 'Claims open on Dec 01 2026, 12:00 (UTC)' })).toBeVisible();
    expect(screen.getByTestId('claim-countdown')).toHaveTextContent('Opens in 2 d 00:00:00');
    await waitFor(() => expect(screen.getByTestId('claim-countdown')).toHaveTextContent('Opens in 1 d 23:59:5'), {
      timeout: 3_000,
    });
    expect(screen.getByText('You can check your eligibility and complete your missions now.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: '100' })).toBeEnabled());
    expect(claimButton()).toBeDisabled();
    expect(challengeButton()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('from 14 days before the deadline – a banner says when claims close; the buttons work', async () => {
    serveWindow(windowAt(DEADLINE - 10 * DAY));
    renderWithProviders(<MethodStepView />);
    const banner = await screen.findByTestId('claim-window');
    expect(banner).toHaveTextContent(
      'Claims close on Jan 15 2027, 18:30 (UTC). Claim before then: allocations not claimed by that time can no longer be claimed.',
    );
    expect(banner).toHaveAttribute('role', 'status');
    await waitFor(() => expect(challengeButton()).toBeEnabled());
    expect(claimButton()).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('more than 14 days before the deadline – no banner', async () => {
    const fetchMock = serveWindow(windowAt(DEADLINE - 20 * DAY));
    renderWithProviders(<MethodStepView />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(challengeButton()).toBeEnabled());
    expect(screen.queryByTestId('claim-window')).not.toBeInTheDocument();
  });

  it('after the deadline – "Claims closed on <date>", both buttons off; the vesting dashboards are named as still working', async () => {
    serveWindow(windowAt(DEADLINE + 1));
    renderWithProviders(<MethodStepView />);
    expect(await screen.findByRole('heading', { name: 'Claims closed on Jan 15 2027, 18:30 (UTC)' })).toBeVisible();
    expect(screen.getByText('Vesting schedules already created keep unlocking on the Vesting page.')).toBeVisible();
    expect(claimButton()).toBeDisabled();
    expect(challengeButton()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('paused by the operator – the Challenge card says so and START CHALLENGE is off; claim & vest stays on', async () => {
    serveWindow(windowAt(DEADLINE - 20 * DAY, { paused: true }));
    renderWithProviders(<MethodStepView />);
    const note = await screen.findByTestId('challenge-paused');
    expect(note).toHaveTextContent('The Challenge is paused by the operator. You can still claim and vest.');
    await waitFor(() => expect(screen.getByRole('button', { name: '100' })).toBeEnabled());
    expect(challengeButton()).toBeDisabled();
    expect(claimButton()).toBeEnabled();
  });

  it('the window cannot be read – its error with a retry (keyboard), and no button is blocked by it', async () => {
    const fetchMock = serveWindow(null);
    renderWithProviders(<MethodStepView />);
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('the claim window could not be loaded.');
    expect(claimButton()).toBeEnabled();
    const calls = fetchMock.mock.calls.length;
    serveWindow(windowAt(OPEN_AT - DAY));
    const retry = within(alert).getByRole('button', { name: 'RETRY' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Claims open on Dec 01 2026, 12:00 (UTC)' })).toBeVisible();
    expect(calls).toBeGreaterThan(0);
    expect(claimButton()).toBeDisabled();
  }, 15_000);

  it('in Russian – the opening and the countdown are translated', async () => {
    await setLocale('ru', { remember: false });
    serveWindow(windowAt(OPEN_AT - 3_600));
    renderWithProviders(<MethodStepView />);
    const heading = await screen.findByRole('heading', { name: /^Получение откроется / });
    expect(heading).toHaveTextContent('(UTC)');
    expect(screen.getByTestId('claim-countdown')).toHaveTextContent('Откроется через 01:00:00');
  });
});

describe('claimPhase and countdownParts', () => {
  const window = { openAt: 1_000, deadline: 1_000 + 30 * DAY };
  it('before, open, closing soon (14 days, inclusive), the deadline second itself open, then closed', () => {
    expect(claimPhase(window, 999)).toEqual({ kind: 'before-opening', openAt: 1_000, secondsLeft: 1 });
    expect(claimPhase(window, 1_000)).toEqual({ kind: 'open' });
    expect(claimPhase(window, window.deadline - 14 * DAY)).toEqual({ kind: 'closing-soon', deadline: window.deadline });
    expect(claimPhase(window, window.deadline)).toEqual({ kind: 'closing-soon', deadline: window.deadline });
    expect(claimPhase(window, window.deadline + 1)).toEqual({ kind: 'closed', deadline: window.deadline });
    expect(claimPhase({ openAt: 1_000, deadline: null }, 10 ** 9)).toEqual({ kind: 'open' });
  });
  it('days and a hh:mm:ss clock', () => {
    expect(countdownParts(2 * DAY + 3_723)).toEqual({ days: 2, clock: '01:02:03' });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
