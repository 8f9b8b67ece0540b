import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, parseMeta} from '../../scripts/samples/extract';
import type {ScheduleAction, ScheduleState} from './refactoring-reducer-example/src/types';
import {scheduleReducer as step1} from './refactoring-reducer-example/src/step1';
import {scheduleReducer as step2} from './refactoring-reducer-example/src/step2';
import {scheduleReducer as step3} from './refactoring-reducer-example/src/step3';
import {scheduleReducer as step4} from './refactoring-reducer-example/src/step4';
import {scheduleReducer as step5} from './refactoring-reducer-example/src/step5';
import {
  bookmarkToggled,
  scheduleReducer as step6,
  sessionAdded,
  trackFilterChanged,
} from './refactoring-reducer-example/src/step6';

/**
 * The page /usage/structuring-reducers/refactoring-reducer-example refactors one reducer in six
 * steps. Every step's reducer must pass this same behaviour test (same actions in, same states
 * out, same references kept), so each refactor provably kept the behaviour; and the page must show
 * exactly the code of these files.
 */
type ScheduleReducer = (state: ScheduleState | undefined, action: ScheduleAction) => ScheduleState;

const exampleDir = path.join(__dirname, 'refactoring-reducer-example');
const page = path.resolve(__dirname, '../../docs/usage/structuring-reducers/refactoring-reducer-example.mdx');

const steps: Array<[string, ScheduleReducer]> = [
  ['step 1 (one reducer)', step1],
  ['step 2 (utility functions)', step2],
  ['step 3 (case functions, slice reducers and a hand-written root)', step3],
  ['step 4 (combineReducers)', step4],
  ['step 5 (lookup tables)', step5],
  ['step 6 (createSlice)', step6],
];

// An action no step handles; hand-written reducers declare only the actions they know.
const unrelated = {type: 'speakers/speakerAdded', payload: 'p1'} as unknown as ScheduleAction;

const actions: ScheduleAction[] = [
  {type: 'sessions/sessionAdded', payload: {id: 's1', title: 'Reducers at scale', track: 'frontend'}},
  {type: 'sessions/sessionAdded', payload: {id: 's2', title: 'Designing state shapes', track: 'design'}},
  {type: 'sessions/bookmarkToggled', payload: 's2'},
  {type: 'filters/trackFilterChanged', payload: 'design'},
  {type: 'sessions/bookmarkToggled', payload: 's2'},
  {type: 'sessions/bookmarkToggled', payload: 'no-such-session'},
];

const s1 = {id: 's1', title: 'Reducers at scale', track: 'frontend', bookmarked: false} as const;
const s2 = {id: 's2', title: 'Designing state shapes', track: 'design', bookmarked: false} as const;
const s2Bookmarked = {...s2, bookmarked: true};

const expectedStates: ScheduleState[] = [
  {trackFilter: 'all', sessions: [s1]},
  {trackFilter: 'all', sessions: [s1, s2]},
  {trackFilter: 'all', sessions: [s1, s2Bookmarked]},
  {trackFilter: 'design', sessions: [s1, s2Bookmarked]},
  {trackFilter: 'design', sessions: [s1, s2]},
  {trackFilter: 'design', sessions: [s1, s2]},
];

function replay(reducer: ScheduleReducer): ScheduleState[] {
  const states: ScheduleState[] = [];
  let state = reducer(undefined, {type: '@@init'} as unknown as ScheduleAction);
  for (const action of actions) {
    state = reducer(state, action);
    states.push(state);
  }
  return states;
}

describe('every refactoring step keeps the reducer’s behaviour', () => {
  describe.each(steps)('%s', (_name, reducer) => {
    it('starts from the initial state when given undefined', () => {
      expect(reducer(undefined, unrelated)).toEqual({trackFilter: 'all', sessions: []});
    });

    it('turns the same actions into the same states', () => {
      expect(replay(reducer)).toEqual(expectedStates);
    });

    it('returns the very same state for an action it does not handle', () => {
      const last = replay(reducer).at(-1)!;
      expect(reducer(last, unrelated)).toBe(last);
    });

    it('copies only what changed: untouched sessions and slices keep their references', () => {
      const [oneSession, twoSessions, bookmarked, filtered] = replay(reducer);
      expect(twoSessions!.sessions[0]).toBe(oneSession!.sessions[0]);
      expect(bookmarked!.sessions[0]).toBe(twoSessions!.sessions[0]);
      expect(bookmarked!.sessions[1]).not.toBe(twoSessions!.sessions[1]);
      expect(filtered!.sessions).toBe(bookmarked!.sessions);
      expect(filtered!.trackFilter).not.toBe(bookmarked!.trackFilter);
    });

    it('never changes the state it is given', () => {
      let state = reducer(undefined, unrelated);
      for (const action of actions) {
        const before = structuredClone(state);
        reducer(state, action);
        expect(state).toEqual(before);
        state = reducer(state, action);
      }
    });
  });

  it('the createSlice step’s action creators build the same actions the other steps handle', () => {
    expect([
      sessionAdded({id: 's1', title: 'Reducers at scale', track: 'frontend'}),
      sessionAdded({id: 's2', title: 'Designing state shapes', track: 'design'}),
      bookmarkToggled('s2'),
      trackFilterChanged('design'),
      bookmarkToggled('s2'),
      bookmarkToggled('no-such-session'),
    ]).toEqual(actions);
  });
});

const trimBlankLines = (text: string) => text.replace(/^(\s*\n)+/, '').replace(/(\n\s*)+$/, '');

describe('the refactoring page shows these files', () => {
  it.runIf(existsSync(page))(
    'every titled code block is the file of the same path, byte for byte, and every file is shown',
    () => {
      const shown = new Map<string, string>();
      for (const block of extractCodeBlocks(readFileSync(page, 'utf8'))) {
        const meta = parseMeta(block.meta);
        if (meta.title === undefined || meta.fragment) continue;
        expect(shown.has(meta.title), `${meta.title} is shown once`).toBe(false);
        shown.set(meta.title, block.code);
      }
      const files = ['types.ts', 'utilities.ts', ...steps.map((_, index) => `step${index + 1}.ts`)].map(
        (name) => `src/${name}`,
      );
      expect([...shown.keys()].sort()).toEqual([...files].sort());
      for (const [title, code] of shown) {
        expect(trimBlankLines(code), `${title} on the page differs from the file`).toBe(
          trimBlankLines(readFileSync(path.join(exampleDir, title), 'utf8')),
        );
      }
    },
  );
});
