export * from './permissions.ts';
export * from './guard.ts';
export * from './model.ts';
export * from './policy.ts';
export * from './lines.ts';
