import { describe, expect, it } from 'vitest';
import type { Office } from '../../core/content/types.js';
import { formatCountry, formatDate, numberKind } from '../../core/format.js';
import { displayHost, officeFor } from '../../site/offices.js';

describe('formatDate', () => {
  const day = (month: number, date = 1) => new Date(Date.UTC(2026, month, date, 12));

  it('puts the month in the genitive after a day number in Serbian and Montenegrin', () => {
    const long = Array.from({ length: 12 }, (_, m) => formatDate(day(m), 'sr-Latn-RS', 'long'));
    expect(long).toEqual(['januara', 'februara', 'marta', 'aprila', 'maja', 'juna', 'jula', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'].map((m) => `1. ${m} 2026.`));
    expect(formatDate(day(10, 23), 'sr-Latn-ME', 'long')).toBe('23. novembra 2026.');
    expect(formatDate(day(10, 23), 'sr-Latn-ME', 'full')).toMatch(/^ponedeljak, 23\. novembra 2026\.$/);
  });

  it('leaves numeric and abbreviated months, and English, as Intl writes them', () => {
    expect(formatDate(day(10, 23), 'sr-Latn-RS', 'short')).toBe(new Intl.DateTimeFormat('sr-Latn-RS', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day(10, 23)));
    expect(formatDate(day(10, 23), 'en-US', 'long')).toBe('November 23, 2026');
  });

  it('formats the calendar day of the date in UTC, whatever time zone the build runs in', () => {
    expect(formatDate('2026-11-01T00:30:00Z', 'en-US', 'long')).toBe('November 1, 2026');
  });
});

describe('numberKind', () => {
  it('tells whole numbers from fractions', () => {
    expect([1, 21, 186, 1.2, 2.1, 0.5].map(numberKind)).toEqual(['whole', 'whole', 'whole', 'fraction', 'fraction', 'fraction']);
  });
});

describe('formatCountry', () => {
  it('names a country by its ISO code in the page language', () => {
    expect(['ME', 'RS'].map((c) => formatCountry(c, 'en-US'))).toEqual(['Montenegro', 'Serbia']);
    expect(['ME', 'RS'].map((c) => formatCountry(c, 'sr-Latn-ME'))).toEqual(['Crna Gora', 'Srbija']);
    expect(['ME', 'RS'].map((c) => formatCountry(c, 'sr-Latn-RS'))).toEqual(['Crna Gora', 'Srbija']);
  });
});

describe('offices', () => {
  const office = (id: string, country: string): Office => ({ id, title: `footer.offices.${id}`, company: 'Fiskalis', street: 'x', city: 'y', country, phone: '+382 1', email: `${id}@example.com` });
  const offices = [office('montenegro', 'ME'), office('serbia', 'RS')];

  it("picks the office the locale names, else the one of the locale's country, else the first", () => {
    expect(officeFor(offices, { country: 'RS' })?.id).toBe('serbia');
    expect(officeFor(offices, { country: 'ME' })?.id).toBe('montenegro');
    expect(officeFor(offices, { country: 'HR', office: 'serbia' })?.id).toBe('serbia');
    expect(officeFor(offices, { country: 'ME', office: 'serbia' })?.id).toBe('serbia');
    expect(officeFor(offices, { country: 'DE' })?.id).toBe('montenegro');
    expect(officeFor([], { country: 'ME' })).toBeUndefined();
  });

  it('writes a link as a visitor reads it', () => {
    expect(displayHost('https://portal.fiskalis.me')).toBe('portal.fiskalis.me');
    expect(displayHost('https://portal.fiskalis.me/')).toBe('portal.fiskalis.me');
    expect(displayHost('https://fiskalis.me/portal')).toBe('fiskalis.me/portal');
  });
});
