import '@immo/kit/styles.css';
import { mountStandalone } from '@immo/kit/standalone';
import { BrowserRouter } from 'react-router';
import NegotiatorSpace from '../negotiator-space.js';

mountStandalone(
  <BrowserRouter>
    <NegotiatorSpace />
  </BrowserRouter>,
);
