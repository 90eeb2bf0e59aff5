// Imported first by main.tsx, so that it runs before the rest of the shell is evaluated: a page that
// needs a session asks for it, with the resources' metadata, now (api-client.ts, sendEarlyReads),
// while the browser still has the shell's evaluation and first render ahead of it.
import { sendEarlyReads } from './api-client.ts';
import { isPublicPage } from './public-pages.ts';

if (!isPublicPage(window.location.pathname)) sendEarlyReads();
