import {describe, expect, it} from 'vitest';
import {editDistance, isCodeName, normalizeName, sameName, stem, termsOf, wordsOf} from './text';

describe('how the engine reads words', () => {
  it('stems word forms to one term', () => {
    expect(['render', 'renders', 'rendering', 'rendered'].map(stem)).toEqual(['rend', 'rend', 'rend', 'rend']);
    expect(['reducer', 'reducers', 'reduce'].map(stem)).toEqual(['reduc', 'reduc', 'reduc']);
    expect(['query', 'queries'].map(stem)).toEqual(['query', 'query']);
    expect(['installation', 'install'].map(stem)).toEqual(['install', 'install']);
    expect(['initial', 'initialize', 'initializing'].map(stem)).toEqual(['initial', 'initial', 'initial']);
  });

  it('splits camelCase names into their parts, and drops stop words', () => {
    expect(termsOf('combineReducers')).toEqual(['combinereduc', 'combin', 'reduc']);
    expect(termsOf('legacy_createStore')).toEqual(['legacy_createstor', 'legacy', 'creat', 'stor']);
    expect(termsOf('the')).toEqual([]);
    expect(termsOf('why')).toEqual([]);
  });

  it('reads a hyphenated prefix both ways: re-render is re, render and rerender', () => {
    expect(wordsOf('re-render the non-serializable')).toEqual([
      're',
      'render',
      'the',
      'non',
      'serializable',
      'rerender',
      'nonserializable',
    ]);
  });

  it('tells API names from words', () => {
    expect(['configureStore', 'RootState', 'legacy_createStore'].every(isCodeName)).toBe(true);
    expect(['store', 'Provider', 'reducer'].some(isCodeName)).toBe(false);
  });

  it('counts a swap of neighbouring letters as one edit, and stops past the limit', () => {
    expect(editDistance('configurestore', 'configurstore', 2)).toBe(1);
    expect(editDistance('createslice', 'createslcie', 2)).toBe(1);
    expect(editDistance('createstore', 'combinereducers', 2)).toBe(3);
  });

  it('compares names loosely, one typo allowed', () => {
    expect(normalizeName('createStore()')).toBe(normalizeName('Create Store'));
    expect(sameName(normalizeName('middlware'), normalizeName('middleware'))).toBe(true);
    expect(sameName(normalizeName('store'), normalizeName('stare'))).toBe(false);
  });
});
