// The async boundary lets Module Federation negotiate shared singletons before any import runs.
import('./bootstrap');
