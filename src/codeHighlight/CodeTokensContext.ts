import {createContext, useContext} from 'react';

/** The encoded build-time tokens of the code block being rendered (see plugins/static-highlight). */
export const CodeTokensContext = createContext<string | undefined>(undefined);

export function useCodeTokens(): string | undefined {
  return useContext(CodeTokensContext);
}
