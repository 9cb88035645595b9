// The ABI-derived types live in libs/shared (the owner tasks type their reads with them too).
export type * from '@gm-claim/shared/abi-types';
