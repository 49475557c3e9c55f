import './mantine.css';
import './fields.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './Providers';
import { createRouter } from './router';
import { browserLanguage, startI18n } from './common/i18n';
import { storedLanguage, validClaims } from './common/session';

// A signed-in user's screens open in their language; the sign-in page follows the browser's.
const texts = startI18n(validClaims() ? (storedLanguage() ?? browserLanguage()) : browserLanguage());
// The router starts loading the screen's code (and the screen its data) while the texts load.
const router = createRouter();
await texts;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
