/** Debian's Chromium, which the browser tests and the bench drive (CHROMIUM_PATH names another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
