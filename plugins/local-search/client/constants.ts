/**
 * Settings the plugin (index.ts) writes into the bundle as constants (DefinePlugin), from its
 * options: the search mode, where the index is, and what the empty and no-results states offer.
 */
import type {Destination} from '../options';

declare const LOCAL_SEARCH_HOSTED: boolean;
declare const LOCAL_SEARCH_MANIFEST_URL: string;
declare const LOCAL_SEARCH_UI: {popularDestinations: Destination[]; suggestedQueries: string[]};

/** True when search is answered by Algolia DocSearch (hosted), false for the embedded index. */
export const hosted: boolean = LOCAL_SEARCH_HOSTED;
export const manifestUrl: string = LOCAL_SEARCH_MANIFEST_URL;
export const popularDestinations: Destination[] = LOCAL_SEARCH_UI.popularDestinations;
export const suggestedQueries: string[] = LOCAL_SEARCH_UI.suggestedQueries;
