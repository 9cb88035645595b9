// The signature component's entry: app.ts and the other components use it only through this file.
export { createSignatureRepository } from './signature.repository';
export { signatureRoutes } from './signature.routes';
export { createSignatureService } from './signature.service';
export { createChallengeSigner } from './signer';
