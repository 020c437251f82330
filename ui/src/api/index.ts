export * from './fetcher';
export * from './use-api';
