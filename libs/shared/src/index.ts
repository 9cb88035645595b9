export * from './address';
export * from './amount';
export * from './constants';
export * from './date';
export * from './eip712';
export * from './deployment';
export * from './dto';
export * from './generated';
