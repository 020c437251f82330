// Barrel for convenience; packages may also import one resource file: '@archive/contracts/catalogue'.
export * from './http';
export * from './locales';
