import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppToasts } from './AppToasts';
import { notify } from './notify';
import { toastsRequested } from './toast-demand';

describe('the toast area (mounted with the first toast)', () => {
  // StrictMode (as main.tsx renders the app) mounts, unmounts and remounts the container: a toast handed
  // to the first mount would be lost with it.
  it('renders nothing until a toast is asked for, then shows that first toast and the next (StrictMode)', async () => {
    const { container } = render(
      <StrictMode>
        <AppToasts />
      </StrictMode>,
    );
    expect(toastsRequested()).toBe(false);
    expect(container).toBeEmptyDOMElement();
    act(() => notify.error('The first toast, raised before the area existed.'));
    expect(toastsRequested()).toBe(true);
    expect(await screen.findByText('The first toast, raised before the area existed.')).toBeInTheDocument();
    act(() => notify.success('A second one.'));
    expect(await screen.findByText('A second one.')).toBeInTheDocument();
  });
});
