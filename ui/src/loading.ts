// Deep entry (not shared through Module Federation): stateless, bundled by whoever uses it.
export { useShowLoading } from './components/use-show-loading';
