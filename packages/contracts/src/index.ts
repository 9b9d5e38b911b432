export * from './catalogue';
export * from './errors';
export * from './regions';
export * from './auth';
export * from './content';
export * from './lottery';
export * from './wallet';
