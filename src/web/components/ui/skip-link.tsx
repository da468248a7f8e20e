/** First thing a keyboard user reaches: jumps past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-[100] -translate-y-[200%] rounded-full bg-fairway-800 px-5 py-3 font-semibold text-white focus:translate-y-0 focus:shadow-raised"
    >
      Skip to main content
    </a>
  );
}
