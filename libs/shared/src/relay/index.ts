/**
 * Each relayed claim defined once (issue 40 §1): its kind (kinds.ts), the typed data its claimant signs and the request
 * made from it (claims.ts), its calldata (calldata.ts, ethers), the relayer's routes, answers, refusal codes and the
 * outcome of a claim (answers.ts), an operator's signed pause (pause.ts). Server code imports it from '@gm-claim/shared'; the web imports the file it needs
 * by its deep path ('@gm-claim/shared/relay/claims', …): never calldata.ts, which brings ethers' ABI coder.
 */
export * from './kinds';
export * from './claims';
export * from './calldata';
export * from './answers';
export * from './pause';
