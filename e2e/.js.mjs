import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const route of (process.env.ROUTES ?? '/').split(',')) {
  for (const port of [8395, 8396]) {
    const ctx = await b.newContext(); const p = await ctx.newPage();
    const files = [];
    p.on('response', async (r) => { if (r.request().resourceType() === 'script') { const s = (await r.request().sizes()).responseBodySize; files.push([r.url().replace(/^.*\//, '').replace(/\.[0-9a-f]{8}\.js/, '.js'), s, r.url().split('/').slice(3, 6).join('/')]); } });
    await p.goto(`http://127.0.0.1:${port}${route}`); await p.waitForLoadState('networkidle'); await p.waitForTimeout(500);
    const total = files.reduce((a, [, s]) => a + s, 0);
    console.log(port, route, files.length, 'scripts', total, 'bytes (encoded)');
    if (process.env.LIST) for (const f of files.sort()) console.log('   ', f.join(' '));
    await ctx.close();
  }
}
await b.close();
