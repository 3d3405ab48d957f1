// The module the shell loads ('search/SearchPage') at /recherche: the screen with its stylesheet.
// The component lives in search-screen.tsx, so component tests run it in Node without a CSS loader.
import './search.css';
import { RemoteRoot } from './remote-root.js';
import { SearchScreen } from './search-screen.js';

export default function SearchPage() {
  return (
    <RemoteRoot>
      <SearchScreen />
    </RemoteRoot>
  );
}
