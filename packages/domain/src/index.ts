export * from './accounts/eligibility';
export * from './rng/draw';
export * from './lottery/games';
export * from './lottery/picks';
export * from './lottery/timeline';
export * from './lottery/powerplays';
export * from './lottery/prizes';
export * from './time/zoned';
