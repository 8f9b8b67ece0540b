/**
 * Where the reader's code-language choice lives: Docusaurus's storage key of the tab group
 * `language` (so a `<Tabs groupId="language">` with values `ts`/`js` shares it), and on the page
 * the attribute `data-code-language` of <html>, which plugins/javascript-twins sets from storage
 * before the first paint and which the tabs' CSS reads. Shared by the plugin (Node, ../index.ts)
 * and the browser (./LanguageTabs).
 */
export const storageKey = 'docusaurus.tab.language';
export const htmlAttribute = 'data-code-language';
