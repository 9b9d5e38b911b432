export * from './roster';
export * from './attribution';
export * from './points';
export * from './entry';
export * from './powerplays';
