export function updateObject<T extends object>(
  original: T,
  changes: Partial<T>,
): T {
  return { ...original, ...changes }
}

export function updateItemById<T extends { id: string }>(
  items: T[],
  id: string,
  update: (item: T) => T,
): T[] {
  return items.map((item) => (item.id === id ? update(item) : item))
}
