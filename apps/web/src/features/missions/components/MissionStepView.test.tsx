import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { flowStore } from '@gm-claim/web-core-state';
import { renderWithProviders } from '@gm-claim/web-core-ui/testing';
import { resetStores, signInTestWallet } from '@gm-claim/web-core-wallet/testing';
import { MissionStepView } from './MissionStepView';

const mission = (id: string, completed: boolean) => ({
  id,
  title: `Mission ${id}`,
  description: '',
  url: null,
  completed,
  completedAt: completed ? '2026-01-01T00:00:00.000Z' : null,
});

describe('MISSION (missions read from the API)', () => {
  beforeEach(() => {
    resetStores();
    testConfig();
    signInTestWallet();
  });

  it("lists the missions; COMPLETE shows the API's answer; all done → CONTINUE → METHOD", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(200, { missions: [mission('a', true), mission('b', false)], clearAllMissions: false }),
      )
      .mockResolvedValueOnce(
        jsonResponse(200, { missions: [mission('a', true), mission('b', true)], clearAllMissions: true }),
      );
    renderWithProviders(<MissionStepView />);
    await userEvent.click(await screen.findByRole('button', { name: 'COMPLETE' }));
    await waitFor(() => expect(screen.getAllByText('DONE')).toHaveLength(2));
    expect((global.fetch as jest.Mock).mock.calls[1][0]).toBe('http://api.test/user/missions/b/complete');
    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(flowStore.getState().mainStep).toBe('METHOD');
  });

  it('each mission links to its task in a new tab; an in-app mission (no url) has no link', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      jsonResponse(200, {
        missions: [
          { ...mission('follow-x', false), title: 'Follow GM on X', url: 'https://x.com/gm' },
          { ...mission('odd', false), title: 'Odd', url: 'javascript:alert(1)' },
          mission('verify-wallet', false),
        ],
        clearAllMissions: false,
      }),
    );
    renderWithProviders(<MissionStepView />);
    const link = await screen.findByRole('link', { name: 'Open task "Follow GM on X" in a new tab' });
    expect(link).toHaveAttribute('href', 'https://x.com/gm');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('the read fails – the error and a retry; CONTINUE stays off', async () => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(500, { message: 'boom', code: 'INTERNAL_ERROR' }));
    renderWithProviders(<MissionStepView />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    (global.fetch as jest.Mock).mockResolvedValue(
      jsonResponse(200, { missions: [mission('a', true)], clearAllMissions: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeEnabled());
  });
});
