import { LOGIN_PAGE_PATH } from '@immo/core';
import '@immo/kit/styles.css';
import { mountStandalone } from '@immo/kit/standalone';
import { BrowserRouter, Route, Routes } from 'react-router';
import BuyerSpace from '../buyer-space.js';
import LoginPage from '../login-page.js';

mountStandalone(
  <BrowserRouter>
    <main style={{ padding: '1rem' }}>
      <Routes>
        <Route path={LOGIN_PAGE_PATH} element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route index element={<LoginPage />} />
        <Route path="*" element={<BuyerSpace />} />
      </Routes>
    </main>
  </BrowserRouter>,
  { session: true },
);
