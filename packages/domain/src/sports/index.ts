export * from './matches';
export * from './picks';
export * from './entry';
export * from './contests';
export * from './powerplays';
export * from './hockey-sim';
export * from './baseball-replay';
export * from './replay';
