import { FIRST_SCREEN_ID } from '@rental/shared/site/first-screen.ts';

/** Called by the page that takes the server-written first screen's place, so the app's own page shows. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
