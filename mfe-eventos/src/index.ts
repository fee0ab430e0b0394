// The async boundary lets Module Federation negotiate shared singletons first.
import('./bootstrap');
