// The Chromium the journeys and the pages bench drive, and how it is started.
import fs from 'node:fs';

// Debian's headless shell (package chromium-headless-shell, the same Chromium build without its
// windowing side) when installed: it renders the journeys with about a third less CPU than the
// full browser in headless mode. CHROMIUM_PATH names another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** No sandbox (CI runs as root in a container), no GPU, and nothing that talks to Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
