// react-router as the shell and the remotes share it (see README.md), from its production build:
// shared whole, its development build (the only browser entry its package exports) weighed 61 kB gzip
// on every page, server rendering included.
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-whole';
