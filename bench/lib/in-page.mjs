// Times taken inside the page: an event's instant (capture phase, before React sees it) and the first animation
// frame where the DOM shows the outcome, so Node ↔ browser round trips and Playwright's polling are not counted.

/** Resolves in the page with performance.now() at the first animation frame where `check()` holds. */
export function armOutcome(page, name, check) {
  return page.evaluate(
    ({ name, source }) => {
      const test = new Function(`return (${source})();`);
      window[name] = new Promise((resolve) => {
        const done = () => requestAnimationFrame(() => resolve(performance.now()));
        if (test()) return done();
        const observer = new MutationObserver(() => {
          if (test()) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    },
    { name, source: check.toString() },
  );
}

/** Records in the page the time of the next event of this type (capture phase, before React sees it). */
export function armStart(page, name, type) {
  return page.evaluate(
    ({ name, type }) => {
      window[name] = new Promise((resolve) => document.addEventListener(type, () => resolve(performance.now()), { capture: true, once: true }));
    },
    { name, type },
  );
}

/** Milliseconds between two armed instants; fails after 30 s instead of waiting for an outcome that never comes. */
export const elapsedInPage = (page, start, end) =>
  page.evaluate(
    async ({ start, end }) => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`${end} did not happen within 30 s`)), 30_000));
      return (await Promise.race([window[end], timeout])) - (await window[start]);
    },
    { start, end },
  );

