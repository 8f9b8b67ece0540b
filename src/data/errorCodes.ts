import errorData from './redux-error-codes.json';

/** One production error code of the Redux core and what it means. */
export type ErrorCodeEntry = {
  code: number;
  /** The API that throws it. */
  thrownBy: string;
  /** The development build's message; `{name}` marks a value filled in at run time. */
  message: string;
  /** A one-line hint, in our words. */
  fix: string;
  /** The page that explains the fix. */
  fixLink: string;
};

export const errorCodes: readonly ErrorCodeEntry[] = errorData.codes;

/** What a `?code=` query asks for. */
export type ErrorCodeLookup =
  | {kind: 'none'}
  | {kind: 'known'; entry: ErrorCodeEntry}
  | {kind: 'unknown'; code: number}
  | {kind: 'malformed'; raw: string};

/** Reads the `code` parameter of a query string (`?code=7`) and finds its entry. */
export function lookupErrorCode(search: string, entries: readonly ErrorCodeEntry[] = errorCodes): ErrorCodeLookup {
  const raw = new URLSearchParams(search).get('code');
  if (raw === null || raw.trim() === '') return {kind: 'none'};
  const trimmed = raw.trim();
  // Only plain decimal integers are codes: "7", not "7.0", "0x7" or "7abc".
  if (!/^\d{1,6}$/.test(trimmed)) return {kind: 'malformed', raw};
  const code = Number(trimmed);
  const entry = entries.find((candidate) => candidate.code === code);
  return entry ? {kind: 'known', entry} : {kind: 'unknown', code};
}

/** Splits a message into literal text and `{name}` placeholders, for display and for tests. */
export function messageParts(message: string): Array<{text: string; placeholder: boolean}> {
  return message
    .split(/(\{[a-zA-Z]+\})/)
    .filter((part) => part !== '')
    .map((part) => ({text: part, placeholder: /^\{[a-zA-Z]+\}$/.test(part)}));
}
