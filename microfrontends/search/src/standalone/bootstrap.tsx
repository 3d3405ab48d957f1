import { SEARCH_PAGE_PATH } from '@immo/core';
import '@immo/kit/styles.css';
import { mountStandalone } from '@immo/kit/standalone';
import { BrowserRouter, Route, Routes } from 'react-router';
import HomePage from '../home-page.js';
import SearchPage from '../search-page.js';

mountStandalone(
  <BrowserRouter>
    <main style={{ padding: '1rem', maxWidth: 1200, margin: '0 auto' }}>
      <Routes>
        <Route path={SEARCH_PAGE_PATH} element={<SearchPage />} />
        <Route path="*" element={<HomePage />} />
      </Routes>
    </main>
  </BrowserRouter>,
  { session: true },
);
