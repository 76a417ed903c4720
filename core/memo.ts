/**
 * Values worked out once per object of a build (its content, a route's list of alternates, the plan of
 * class names) and kept as long as that object lives: a site with hundreds of locales renders thousands of
 * pages from the same few objects. Weakly held, so a dev server that loads new content drops the old values.
 */
export function memoizePerObject<O extends object, V>(compute: (object: O) => V): (object: O) => V {
  const values = new WeakMap<O, V>();
  return (object) => {
    if (values.has(object)) return values.get(object)!;
    const value = compute(object);
    values.set(object, value);
    return value;
  };
}

/** The same per object and key (a locale's code, a class attribute's value). */
export function memoizePerObjectAndKey<O extends object, K, V>(compute: (object: O, key: K) => V): (object: O, key: K) => V {
  const maps = memoizePerObject((_: O) => new Map<K, V>());
  return (object, key) => {
    const values = maps(object);
    if (values.has(key)) return values.get(key)!;
    const value = compute(object, key);
    values.set(key, value);
    return value;
  };
}
