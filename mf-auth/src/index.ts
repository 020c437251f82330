// Async boundary: shared singletons are negotiated before any module of this remote runs.
import('./bootstrap');
