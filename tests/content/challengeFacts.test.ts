import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlice} from '@reduxjs/toolkit';
import {describe, expect, it} from 'vitest';
import {repoRoot} from './docsPages';

/**
 * What the optional challenge of Essentials Part 2 says about a state that does not change, proved
 * against the installed Redux Toolkit (Immer) and Redux DevTools. (Part 1's challenge proves its
 * claim with a `run` sample.)
 */
const slice = createSlice({
  name: 'visitors',
  initialState: {inside: 3, names: ['Ada']},
  reducers: {
    closedForTheDay(state) {
      state.inside = 0;
    },
    namesFiltered(state) {
      state.names = state.names.filter((name) => name !== 'nobody');
    },
  },
});

describe('a case reducer that changes nothing (Essentials, Part 2)', () => {
  it('assigning the value a field already has returns the very same state', () => {
    const closed = slice.reducer(undefined, slice.actions.closedForTheDay());
    expect(closed.inside).toBe(0);
    expect(slice.reducer(closed, slice.actions.closedForTheDay())).toBe(closed);
  });

  it('assigning a freshly filtered array, even an equal one, makes a new state', () => {
    const state = slice.getInitialState();
    const next = slice.reducer(state, slice.actions.namesFiltered());
    expect(next.names).toEqual(state.names);
    expect(next).not.toBe(state);
  });

  it("the DevTools' Diff tab says “(states are equal)” when nothing changed", () => {
    const diffTab = readFileSync(
      path.join(repoRoot, 'node_modules/@redux-devtools/inspector-monitor/lib/tabs/JSONDiff.js'),
      'utf8',
    );
    expect(diffTab).toContain('(states are equal)');
  });
});
