const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A page's last-update date as `Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC'})` writes it, without creating a formatter for English (see
 * ../theme/LastUpdated for why): "Nov 27, 2026".
 */
export function formatLastUpdated(date: Date, locale: string): string {
  if (locale === 'en' || locale === 'en-US')
    return `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
    date,
  );
}
