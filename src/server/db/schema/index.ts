export * from './accounts';
export * from './booking';
export * from './challenges';
export * from './data-rights';
export * from './families';
export * from './operations';
export * from './public-site';
export * from './student-portal';
