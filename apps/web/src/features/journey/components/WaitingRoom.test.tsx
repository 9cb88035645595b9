import { axeViolations } from '@gm-claim/web-core-ui/testing';
import { act, render, screen } from '@testing-library/react';
import { LOCALES, setLocale } from '@gm-claim/web-core-i18n';
import { WaitingRoomView } from './WaitingRoom';

const figures = { ticketNumber: 1201, position: 1200, estimatedWaitSeconds: 245 };

describe('WaitingRoomView', () => {
  afterEach(async () => {
    await act(() => setLocale('en', { remember: false }));
  });

  it('shows the place in line and the estimated wait, and says it moves on by itself', () => {
    render(<WaitingRoomView state={{ phase: 'waiting', ...figures }} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: "You're in the waiting room" })).toBeInTheDocument();
    expect(screen.getByTestId('waiting-position')).toHaveTextContent('1200 people ahead of you');
    expect(screen.getByTestId('waiting-eta')).toHaveTextContent('about 5 minutes');
    expect(screen.getByText(/nothing to click/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('under a minute, one person ahead', () => {
    render(
      <WaitingRoomView
        state={{ phase: 'waiting', ticketNumber: 2, position: 1, estimatedWaitSeconds: 1 }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByTestId('waiting-position')).toHaveTextContent('1 person ahead of you');
    expect(screen.getByTestId('waiting-eta')).toHaveTextContent('less than a minute');
  });

  it('a failed read shows an error with RETRY (keyboard reachable) beside the last figures', () => {
    const retry = jest.fn();
    render(
      <WaitingRoomView
        state={{ phase: 'error', error: new Error('offline'), retrying: false, last: figures }}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const button = screen.getByRole('button');
    button.focus();
    expect(button).toHaveFocus();
    button.click();
    expect(retry).toHaveBeenCalled();
    expect(screen.getByTestId('waiting-position')).toHaveTextContent('1200');
  });

  it.each([...LOCALES])('axe-clean and translated in %s', async (code) => {
    await act(() => setLocale(code, { remember: false }));
    render(<WaitingRoomView state={{ phase: 'waiting', ...figures }} onRetry={() => undefined} />);
    expect(await axeViolations()).toEqual([]);
    if (code !== 'en') expect(screen.getByRole('heading').textContent).not.toBe("You're in the waiting room");
  });
});
