/**
 * Group → its direct child names in file order, from dotted message keys ('offer.cards.a.title' makes
 * 'offer' → ['cards'], 'offer.cards' → ['a'], …). Components enumerate a group's entries with it, and
 * `validate` counts them with it, so both always see the same entries.
 */
export function indexChildren(keys: Iterable<string>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const key of keys) {
    const parts = key.split('.');
    for (let i = 1; i < parts.length; i++) {
      const group = parts.slice(0, i).join('.');
      const children = index.get(group) ?? [];
      if (!children.includes(parts[i]!)) children.push(parts[i]!);
      index.set(group, children);
    }
  }
  return index;
}
