// Keeping something placed beside the page's components as the page scrolls (the window or any box inside it) and
// the window is resized: the one loop the component toolbar and the note markers use.

/** Runs `measure` now and again once per frame after each scroll or resize; answers the cleanup for an effect. */
export function followLayout(measure: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', schedule, true);
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, true);
    window.removeEventListener('resize', schedule);
  };
}
