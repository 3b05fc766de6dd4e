/**
 * index.html names the site in a title for the moment before the app starts. React renders each page's
 * own title beside it (it takes over tags already in the head only when hydrating server-rendered HTML),
 * so once the app runs the stand-in goes, leaving the document one title.
 */
export function removeStaticTitle(): void {
  document.head.querySelector('title[data-static]')?.remove();
}
