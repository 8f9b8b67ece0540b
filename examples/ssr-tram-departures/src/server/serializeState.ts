/**
 * Turns state into text that is safe inside a <script> element: JSON in which
 * `<`, `>` and `&` are written as Unicode escapes, so no string in the state
 * can close the element (`</script>`) or open an HTML comment (`<!--`). U+2028
 * and U+2029 are escaped too, for scripts that eval it. JSON.parse reads the
 * escapes back as the original characters.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
