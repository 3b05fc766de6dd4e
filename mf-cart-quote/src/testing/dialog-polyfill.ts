/**
 * jsdom has no `showModal()` / `close()` yet. This stand-in covers what the sidebar relies on (the `open`
 * state and the `close` event); inertness and the focus trap are the browser's and are checked by the
 * Playwright journeys.
 */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
