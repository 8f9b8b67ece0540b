import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlAttribute, storageKey} from './client/codeLanguage';

/**
 * Sets `<html data-code-language>` from the reader's stored choice before the first paint, so
 * every TypeScript / JavaScript pair (./client/LanguageTabs) shows the chosen language at
 * once, as Docusaurus's own inline script does for the colour mode. Storage that throws leaves
 * TypeScript. The twins themselves come from ./remarkJavaScriptTwins (see README.md).
 */
export default function javascriptTwins(context: LoadContext): Plugin {
  const {type, namespace} = context.siteStorage;
  const key = JSON.stringify(`${storageKey}${namespace}`);
  return {
    name: 'javascript-twins',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: `try{if(window.${type}.getItem(${key})==="js")document.documentElement.setAttribute("${htmlAttribute}","js")}catch(e){}`,
          },
        ],
      };
    },
  };
}
