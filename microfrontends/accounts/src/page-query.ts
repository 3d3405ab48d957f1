import { useLocation } from 'react-router';

/** The page's query string, as the router knows it: the login page's modes and return paths read it. */
export function usePageQuery(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}
