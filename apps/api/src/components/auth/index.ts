// The auth component's entry: app.ts and the other components use it only through this file.
export { createAuthRepository } from './auth.repository';
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { authenticatedWallet, requireAuth } from './require-auth';
export { createAccessTokens } from './tokens';
