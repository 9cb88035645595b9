import { persistStore } from '@gm-claim/web-core-state';

/** What the API client needs of the stored sign-in tokens. */
export interface SessionTokens {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Reads the stored tokens again: another tab may have refreshed them. */
  reload(): Promise<void>;
  refreshed(accessToken: string, refreshToken: string): void;
  signedOut(): void;
}

/** The tokens of the one local-storage entry (docs/product.md#storage: access_token, refresh_token). */
export const storedSession: SessionTokens = {
  accessToken: () => persistStore.getState().access_token,
  refreshToken: () => persistStore.getState().refresh_token,
  reload: async () => {
    await persistStore.persist.rehydrate();
  },
  refreshed: (accessToken, refreshToken) => persistStore.getState().actions.tokensRefreshed(accessToken, refreshToken),
  signedOut: () => persistStore.getState().actions.signedOut(),
};

/** The wallet an access token was issued to (its JWT `sub`), or null when it cannot be read. */
export function accessTokenWallet(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
