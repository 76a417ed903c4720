/**
 * Group → its direct child names in file order, from dotted message keys ('offer.cards.a.title' makes
 * 'offer' → ['cards'], 'offer.cards' → ['a'], …). Components enumerate a group's entries with it, and
 * `validate` counts them with it, so both always see the same entries.
 */
export function indexChildren(keys: Iterable<string>): Map<string, string[]> {
  // Sets while collecting: a group with hundreds of entries made checking each name against an array quadratic.
  const sets = new Map<string, Set<string>>();
  for (const key of keys) {
    for (let dot = key.indexOf('.'); dot >= 0; ) {
      const next = key.indexOf('.', dot + 1);
      const group = key.slice(0, dot);
      let children = sets.get(group);
      if (!children) sets.set(group, (children = new Set()));
      children.add(key.slice(dot + 1, next < 0 ? undefined : next));
      dot = next;
    }
  }
  return new Map([...sets].map(([group, children]) => [group, [...children]]));
}
