export * from './admin';
export * from './archive-store';
export * from './page-status';
export type * from './site-options';
export * from './store-context';
export * from './ui-actions';
export * from './use-archive';
