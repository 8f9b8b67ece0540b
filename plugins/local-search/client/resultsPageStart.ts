/**
 * On the results page loaded from the server, whose HTML carries the index's manifest
 * (pageManifest.ts), the search worker starts loading both parts of the index while the main
 * bundle runs, before React and the page's own code: with the manifest's round trip saved and the
 * text part fetched alongside the first, the first results on a phone profile came after a median
 * 1.09 s instead of 1.24 s (npm run bench:search). Other pages load nothing here.
 */
import {pageHasIndexManifest, prepareSearch} from './searchClient';

if (pageHasIndexManifest) prepareSearch({text: 'always'}).catch(() => {});
