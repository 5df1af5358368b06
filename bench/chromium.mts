// The benchmarks' browser: Debian's Chromium (CHROMIUM_PATH for another), headless, with nothing of
// its own running in the background (updates, sync, network prefetch) to disturb a measure.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROME_FLAGS } from '../e2e/chromium.mjs';
