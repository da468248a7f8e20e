export * from './accounts';
export * from './booking';
export * from './challenges';
export * from './data-rights';
export * from './operations';
export * from './public-site';
export * from './student-portal';
export * from './families';
