import fs from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (Playwright cannot download browsers here), without its background traffic. */
export const chromiumLaunchOptions = {
  executablePath: fs.existsSync(chromium) ? chromium : undefined,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
