import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/index.css';

// The old site may have left a service worker behind; it would serve stale pages.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
  .catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
