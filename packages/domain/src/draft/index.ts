export * from './rules';
export * from './ordering';
export * from './matching';
export * from './powerplays';
export * from './skill-test';
