/**
 * A pure function of a string, remembered for up to `max` distinct inputs. Page views repeat the
 * same few referrers and pages, so a lookup replaces the regexes most of the time; the map is
 * cleared whole when full (no bookkeeping per hit), which bounds its memory whatever the traffic.
 * `f` must not answer undefined (that marks a miss).
 */
export function remembered<T>(f: (input: string) => T, max = 4096): (input: string) => T {
  const seen = new Map<string, T>();
  return (input) => {
    let out = seen.get(input);
    if (out === undefined) {
      out = f(input);
      if (seen.size >= max) seen.clear();
      seen.set(input, out);
    }
    return out;
  };
}
