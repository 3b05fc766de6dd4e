import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The home page's first screen as one hand-written static HTML file with inline CSS and the same hero
 * poster: the floor no framework can beat. Served compressed from its own loopback server.
 */
const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Doral Production Rentals</title>
<meta name="description" content="Lighting, sound, video, rigging, grip trucks and generators for rent in Doral, Florida.">
<link rel="preload" as="image" href="/hero-poster.webp" fetchpriority="high">
<style>
body{margin:0;background:#111114;color:#f4f4f6;font-family:system-ui,sans-serif}
header{display:flex;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.25rem;background:#16161b}
header a{color:#f4f4f6;text-decoration:none;margin-left:1rem}
.hero{position:relative;min-height:80vh;display:grid;align-items:end;overflow:hidden}
.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.55}
.content{position:relative;padding:2rem 1.25rem;max-width:48rem}
h1{font-size:clamp(2rem,6vw,3.5rem);line-height:1.1;margin:.5rem 0}
.button{display:inline-block;padding:.8rem 1.2rem;border-radius:.5rem;background:#f5b301;color:#111114;text-decoration:none;font-weight:700;margin-right:.75rem}
</style>
</head>
<body>
<header><strong>Doral Production Rentals</strong><nav><a href="/equipments">Equipment</a><a href="/request-quote">Quote</a></nav></header>
<main>
<section class="hero">
<img src="/hero-poster.webp" alt="" width="1280" height="720" fetchpriority="high">
<div class="content">
<p>Production rentals · Doral, Florida</p>
<h1>Light, sound and power for every production in South Florida</h1>
<p>Lighting, sound, video, rigging, grip trucks and generators for film, music videos, concerts, theater, news, festivals, sporting events, corporate stages and private parties: prepped, tested and delivered on time.</p>
<a class="button" href="/equipments">Browse equipment</a><a class="button" href="/request-quote">Request a Quote</a>
</div>
</section>
</main>
</body>
</html>`;

interface FloorPage {
  url: string;
  close(): Promise<void>;
}

export async function serveFloorPage(mediaDir: string): Promise<FloorPage> {
  const html = zlib.brotliCompressSync(FLOOR_HTML);
  const poster = fs.readFileSync(path.join(mediaDir, 'home', 'hero-poster.webp'));
  const server = http.createServer((request, response) => {
    if (request.url === '/hero-poster.webp') {
      response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' });
      response.end(poster);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
      response.end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor page server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
