export * from './accounts';
export * from './operations';
