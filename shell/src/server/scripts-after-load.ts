import { scriptSafeJson, type PageAssets } from '@rental/shared/server-rendering/page-bootstrap.ts';

/**
 * The page's one inline script (it carries the page's nonce): once the page has loaded its stylesheets
 * and pictures and painted them, it adds the shell's scripts, in order, and the remote scripts hydration
 * will need, fetched in parallel for the federation runtime to run. Until then the network and the
 * processor belong to what the visitor sees first: the largest paint never waits for our code, which
 * only makes the page answer clicks (docs/decisions/015).
 */
export function scriptsAfterLoad({ scripts, preloads }: Pick<PageAssets, 'scripts' | 'preloads'>): string {
  return `(function(s,p){function add(){p.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});s.forEach(function(h){var e=document.createElement('script');e.src=h;e.async=false;document.head.appendChild(e)})}function later(){requestAnimationFrame(function(){setTimeout(add,0)})}if(document.readyState==='complete')later();else addEventListener('load',later,{once:true})})(${scriptSafeJson(scripts)},${scriptSafeJson(preloads)})`;
}
