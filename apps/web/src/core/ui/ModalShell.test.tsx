import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { modalStore, useModal } from '@gm-claim/web-core-state';
import { resetStateStores } from '@gm-claim/web-core-state/testing';
import { resetDialogFocus, watchDialogOpeners } from './dialog-focus';
import { ModalShell } from './ModalShell';

/** A page with an opener and, like ModalRoot, the one active modal. */
function Page({ openerGoesAfterSignIn = false }: { openerGoesAfterSignIn?: boolean }) {
  const modal = useModal((state) => state.modal);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <main>
        <h1>Check your eligibility</h1>
        {!(openerGoesAfterSignIn && signedIn) && (
          <button type="button" onClick={() => modalStore.getState().actions.open('CONNECT_WALLET_MODAL')}>
            CHECK ELIGIBILITY
          </button>
        )}
        <button type="button">Behind</button>
      </main>
      {modal === 'CONNECT_WALLET_MODAL' && (
        <ModalShell title="CONNECT WALLET">
          <button type="button" onClick={() => modalStore.getState().actions.open('SIGNATURES_MODAL')}>
            MetaMask
          </button>
        </ModalShell>
      )}
      {modal === 'SIGNATURES_MODAL' && (
        <ModalShell title="SIGN IN">
          <button
            type="button"
            onClick={() => {
              setSignedIn(true);
              modalStore.getState().actions.close();
            }}
          >
            SIGN NOW
          </button>
        </ModalShell>
      )}
    </>
  );
}

describe('ModalShell focus (WAI-ARIA dialog pattern)', () => {
  beforeEach(() => {
    resetStateStores();
    resetDialogFocus();
  });

  it('moves focus in, keeps Tab and Shift+Tab inside, and returns it to the opener on Escape', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'CHECK ELIGIBILITY' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'CONNECT WALLET' });
    const close = screen.getByRole('button', { name: 'Close' });
    const metaMask = screen.getByRole('button', { name: 'MetaMask' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(metaMask);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(metaMask);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(modalStore.getState().modal).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('through a chain of dialogs (connect → sign in) the focus goes back to the first opener', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'CHECK ELIGIBILITY' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'MetaMask' }));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('dialog', { name: 'SIGN IN' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('when the opener is gone once the dialogs close, the page heading takes the focus', async () => {
    render(<Page openerGoesAfterSignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'CHECK ELIGIBILITY' }));
    await userEvent.click(screen.getByRole('button', { name: 'MetaMask' }));
    await userEvent.click(screen.getByRole('button', { name: 'SIGN NOW' }));
    expect(screen.queryByRole('button', { name: 'CHECK ELIGIBILITY' })).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Check your eligibility' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focus that lands behind an open dialog is brought back into it', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'CHECK ELIGIBILITY' }));
    act(() => screen.getByRole('button', { name: 'Behind' }).focus());
    expect(screen.getByRole('dialog', { name: 'CONNECT WALLET' })).toContainElement(document.activeElement as HTMLElement);
  });

  it('the opener is remembered when the modal store opens, even if the page behind then takes its focus away (inert)', async () => {
    const stop = watchDialogOpeners(modalStore);
    try {
      render(<Page />);
      const opener = screen.getByRole('button', { name: 'CHECK ELIGIBILITY' });
      opener.focus();
      // As a browser does when the page behind a dialog turns inert: the focus leaves the opener at once.
      const blur = modalStore.subscribe(() => opener.blur());
      act(() => modalStore.getState().actions.open('CONNECT_WALLET_MODAL'));
      blur();
      expect(screen.getByRole('dialog', { name: 'CONNECT WALLET' })).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(opener));
    } finally {
      stop();
    }
  });
});
