export * from './accounts.ts';
export * from './cookies.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './listening.ts';
export * from './lists.ts';
export * from './log-fields.ts';
export * from './rating.ts';
