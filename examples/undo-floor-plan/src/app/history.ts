export interface History<T> {
  past: T[] // earlier states, oldest first
  present: T // the state the app shows
  future: T[] // states you can redo, next one first
}
