export * from './fetcher';
export * from './server-data';
export * from './use-api';
