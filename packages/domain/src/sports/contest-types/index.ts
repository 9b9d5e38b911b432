export * from './common';
export * from './high5';
export * from './zones';
export * from './pick5';
export * from './brackets';
export * from './registry';
