// The part of the router the apps use, shared at runtime under the key 'react-router-dom'.
// Sharing the package itself ships all of it (~60 KB gzip) because a shared module cannot be
// tree-shaken; this list keeps the one router instance and only what is imported. A name used
// anywhere but missing here fails `npm test` (bench/src/partilhados.test.mjs).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
