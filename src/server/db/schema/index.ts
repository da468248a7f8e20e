export * from './accounts';
export * from './operations';
export * from './public-site';
