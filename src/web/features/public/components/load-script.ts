/**
 * Loads a third-party script once, on demand (never during render). A script that failed is removed, so
 * the next visit to the page tries again rather than waiting on a dead element.
 */
export function loadScript(src: string): Promise<void> {
  const existing = [...document.scripts].find((script) => script.dataset.src === src);
  if (existing?.dataset.state === 'loaded') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.state = 'loaded';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.src = src;
      document.body.append(script);
    }
  });
}
