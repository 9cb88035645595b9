import { act, render, screen } from '@testing-library/react';
import { VestingBar } from './VestingBar';

function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('VestingBar', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).matchMedia;
  });

  it('fills the claimed share after 1 s and the claimable share 1 s later', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    render(<VestingBar claimedPercent={40} claimablePercent={20} />);
    expect(screen.getByTestId('bar-claimed').style.width).toBe('0%');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('bar-claimed').style.width).toBe('40%');
    expect(screen.getByTestId('bar-claimable').style.width).toBe('0%');
    act(() => void jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('bar-claimable').style.width).toBe('20%');
  });

  it('with prefers-reduced-motion both shares are there at once', () => {
    jest.useFakeTimers();
    preferReducedMotion(true);
    render(<VestingBar claimedPercent={40} claimablePercent={20} />);
    expect(screen.getByTestId('bar-claimed').style.width).toBe('40%');
    expect(screen.getByTestId('bar-claimable').style.width).toBe('20%');
    expect(screen.getByRole('img', { name: 'Claimed 40%, claimable 20%' })).toBeInTheDocument();
  });
});
