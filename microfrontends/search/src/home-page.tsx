// The module the shell loads ('search/HomePage') at /: the home screen with its stylesheet.
import './search.css';
import { HomeScreen } from './home-screen.js';
import { RemoteRoot } from './remote-root.js';

export default function HomePage() {
  return (
    <RemoteRoot>
      <HomeScreen />
    </RemoteRoot>
  );
}
