export * from './demo.ts';
export * from './demo-users.ts';
export * from './scale.ts';
