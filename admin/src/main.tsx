// Entry point: the session's first reads on their way, i18n (texts of the loading screen), then the app.
import './session/early-reads.ts';
import { i18nReady } from './i18n/i18n.ts';
import './antd-react19.ts';
import '@refinedev/antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.tsx';

// The starting language's texts first (Spanish is in this load; English, when stored, is fetched).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
