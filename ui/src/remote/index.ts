export * from './chunk-reload';
export * from './create-lifecycles';
export * from './error-section';
export * from './load-exposed';
export * from './remote-root';
export { useLiveMarker } from './remote-tree';
export { RouteScreens, ScreenShown } from './route-screens';
export { sharedIntl } from './shared-intl';
export * from './use-exposed-component';
