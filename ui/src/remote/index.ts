export * from './chunk-reload';
export * from './create-lifecycles';
export * from './error-section';
export * from './remote-root';
