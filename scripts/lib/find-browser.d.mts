/** Where a Chromium for the browser tests is (see find-browser.mjs); null when there is none. */
export function findBrowser(system?: readonly string[]): string | null
