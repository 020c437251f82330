export * from './fetcher';
export * from './use-api';
export * from './server-data';
