/**
 * Runs `work` once the browser has painted the current frame: after a tap, what the visitor must see
 * (errors, an answer) paints first, and work that can wait a frame (moving the focus, which lays the page
 * out and may scroll it) comes after, out of the tap's response time (docs/decisions/022). Returns a
 * function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
