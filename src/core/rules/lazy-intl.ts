/**
 * Intl formatters made on first use and then kept. Building one loads locale data and costs milliseconds on
 * a phone; made at module level they would all be built while the page starts, needed or not.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  return lazy(() => new Intl.DateTimeFormat(locale, options));
}

export function lazyNumberFormat(locale: string, options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  return lazy(() => new Intl.NumberFormat(locale, options));
}
