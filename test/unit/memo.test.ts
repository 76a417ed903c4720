import { describe, expect, it } from 'vitest';
import { memoizePerObject, memoizePerObjectAndKey } from '../../core/memo.js';

describe('memoizePerObject', () => {
  it('works a value out once per object, and apart for each object; undefined is kept like any value', () => {
    const calls: object[] = [];
    const sizeOf = memoizePerObject((list: readonly string[]) => (calls.push(list), list.length === 0 ? undefined : list.length));
    const a = ['x', 'y'];
    const empty: string[] = [];
    expect([sizeOf(a), sizeOf(a), sizeOf(['x', 'y']), sizeOf(empty), sizeOf(empty)]).toEqual([2, 2, 2, undefined, undefined]);
    expect(calls).toHaveLength(3);
  });
});

describe('memoizePerObjectAndKey', () => {
  it('works a value out once per object and key', () => {
    const calls: string[] = [];
    const greet = memoizePerObjectAndKey((person: { name: string }, greeting: string) => (calls.push(`${person.name}/${greeting}`), `${greeting}, ${person.name}`));
    const ana = { name: 'Ana' };
    expect([greet(ana, 'Hi'), greet(ana, 'Hi'), greet(ana, 'Bok'), greet({ name: 'Ana' }, 'Hi')]).toEqual(['Hi, Ana', 'Hi, Ana', 'Bok, Ana', 'Hi, Ana']);
    expect(calls).toEqual(['Ana/Hi', 'Ana/Bok', 'Ana/Hi']);
  });
});
