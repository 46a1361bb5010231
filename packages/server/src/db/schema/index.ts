export * from './accounts.ts';
export * from './catalog.ts';
export * from './enums.ts';
export * from './listening.ts';
export * from './lists.ts';
export * from './operations.ts';
export * from './reflections.ts';
export * from './social.ts';
