// Deep entry (not shared through Module Federation): stateless, bundled by whoever uses it.
export * from './components/charts';
