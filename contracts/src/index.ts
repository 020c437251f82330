// Barrel for convenience; packages may also import one resource file: '@archive/contracts/catalogue'.
export * from './http';
export * from './locales';
export * from './catalogue';
export * from './catalogue-api';
export * from './date-filter';
export * from './filters';
export * from './search-text';
export * from './access';
export * from './constants';
export * from './routes';
export * from './messages';
export * from './colours';
export * from './password';
export * from './site-options';
export * from './menu-links';
export * from './localised-text';
export * from './validation';
