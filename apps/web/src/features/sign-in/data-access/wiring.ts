import { getAddress, hexlify, toUtf8Bytes } from 'ethers';
import { apiClient } from '@gm-claim/web-core-api';
import { getConfig } from '@gm-claim/web-core-config';
import { modalStore, persistStore } from '@gm-claim/web-core-state';
import { notify } from '@gm-claim/web-core-ui';
import { disconnectWallet, ensureChain, walletStore } from '@gm-claim/web-core-wallet';
import type { SignInDeps } from './sign-in';

// The app's parts the sign-in is handed (loaded on demand with SIGN NOW).
export function signInDeps(): SignInDeps {
  const { provider, address } = walletStore.getState();
  if (!provider || !address) throw new Error('Wallet not connected');
  const config = getConfig();
  return {
    wallet: {
      address,
      checksummed: (value) => getAddress(value),
      signMessage: async (message) =>
        String(await provider.request({ method: 'personal_sign', params: [hexlify(toUtf8Bytes(message)), address] })),
    },
    chainId: config.chainId,
    site: { host: window.location.host, origin: window.location.origin },
    ensureChain: () => ensureChain(provider, config),
    api: {
      nonce: () =>
        apiClient.request('/auth/nonce', {
          schema: () => import('@gm-claim/shared/dto/auth').then((module) => module.nonceResponseSchema),
        }),
      login: (body) =>
        apiClient.request('/auth/login', {
          method: 'POST',
          body,
          schema: () => import('@gm-claim/shared/dto/auth').then((module) => module.loginResponseSchema),
        }),
    },
    actions: {
      signedIn: (accessToken, refreshToken) => persistStore.getState().actions.signedIn(accessToken, refreshToken),
      modalClosed: () => modalStore.getState().actions.close(),
    },
    disconnect: () => disconnectWallet(),
    notifyError: (message) => void notify.error(message),
  };
}

export { signIn } from './sign-in';
