// The user component's entry: app.ts and the other components use it only through this file.
export { createUserRepository, type UserRepository } from './user.repository';
export { fastLookupAddress, publicTokenRoutes, tokenFastPath, userRoutes } from './user.routes';
export { createUserService } from './user.service';
