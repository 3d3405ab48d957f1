// react-router as the shell and the remotes share it (see README.md), from its production build:
// shared whole, its development build (the only browser entry its package exports) weighed 61 kB gzip
// on every page, server rendering included. No data router (createBrowserRouter, RouterProvider):
// the shell routes with BrowserRouter, and the data router's code is left out of every page.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-whole';
