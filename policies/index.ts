export * from './permissions.ts';
export * from './guard.ts';
