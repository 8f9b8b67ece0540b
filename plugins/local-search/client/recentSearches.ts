/** A result the reader opened, kept to offer again when search opens empty. */
export type RecentHit = {path: string; title: string; page: string};

const key = 'local-search.recent';
const kept = 5;

/** The reader's recent results, newest first; none where storage is unavailable. */
export function readRecent(): RecentHit[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value)
      ? value
          .filter(
            (item): item is RecentHit =>
              typeof item?.path === 'string' && typeof item?.title === 'string' && typeof item?.page === 'string',
          )
          .slice(0, kept)
      : [];
  } catch {
    return [];
  }
}

/** Remembers an opened result (storage that throws leaves search working, without the memory). */
export function rememberRecent(hit: RecentHit): void {
  try {
    const recent = [hit, ...readRecent().filter((item) => item.path !== hit.path)].slice(0, kept);
    window.localStorage.setItem(key, JSON.stringify(recent));
  } catch {
    // Private mode or a full quota: nothing to remember.
  }
}
