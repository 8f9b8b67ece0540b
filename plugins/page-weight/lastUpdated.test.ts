import {describe, expect, it} from 'vitest';
import {formatLastUpdated} from './client/formatLastUpdated';

// theme/LastUpdated formats English dates by hand (no Intl formatter on the page's load):
// it must write exactly what Intl writes, or the page would read differently.
describe('formatLastUpdated', () => {
  const intl = (date: Date, locale: string) =>
    new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);

  it('writes an English date as Intl.DateTimeFormat does, in UTC, on every day of several years', () => {
    for (let time = Date.UTC(2015, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000 + 3_600_000) {
      const date = new Date(time);
      expect(formatLastUpdated(date, 'en')).toBe(intl(date, 'en'));
    }
  });

  it('uses Intl for any other locale', () => {
    const date = new Date(Date.UTC(2026, 10, 27, 23, 30));
    expect(formatLastUpdated(date, 'fr')).toBe(intl(date, 'fr'));
    expect(formatLastUpdated(date, 'en')).toBe('Nov 27, 2026');
  });
});
