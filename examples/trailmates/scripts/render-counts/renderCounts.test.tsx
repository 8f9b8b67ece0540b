// How often do the hiker profile and the report cards render after one click? Redux Essentials
// Part 6 shows these counts in its table of measured renders; this test measures them on the
// checkpoints and fails when they change.
//
// How: the real app is rendered as the checkpoints' own tests render it (renderApp, the fake
// server through msw/node). The module that exports the measured component is replaced by one
// whose component is wrapped in React's <Profiler> (vi.doMock); React calls the Profiler's
// onRender after every commit in which something inside it rendered. After the first render
// (phase "mount"), a test clicks once and counts the calls. A memo component gets a memo wrapper,
// so the wrapper renders no more often than the component itself would.
//
// A Profiler reports a commit when anything inside it rendered, so it cannot tell a feed that
// rendered from a feed one of whose cards did. For the pictures of the Profiler's flame chart on
// the page, the feed tests also count how often React called each component of the reports page
// (a wrapper that counts, then calls the component as its own render function). Those counts are
// in feedAfterOneCheer.json, which profiler-pictures.mjs draws.
//
//   npm run render-counts          (from examples/trailmates)
//   npm run profiler-pictures      (then: the SVGs in static/img/tutorials/essentials/)
import { screen, within } from '@testing-library/react'
import { memo, Profiler, type ComponentType, type ProfilerOnRenderCallback, type ReactNode } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import measured from './feedAfterOneCheer.json'

type Checkpoint = 'part-5' | 'part-6'
const fileOf = (checkpoint: Checkpoint, file: string) => `../../checkpoints/${checkpoint}/src/${file}`

type AppModule = typeof import('../../checkpoints/part-6/src/App')
type RenderAppModule = typeof import('../../checkpoints/part-6/src/test/renderApp')
type ReportsSliceModule = typeof import('../../checkpoints/part-6/src/reports/reportsSlice')

/** Renders per Profiler id since the last reset, the first render (mount) not counted. */
let renders: Record<string, number> = {}
const count: ProfilerOnRenderCallback = (id, phase) => {
  if (phase !== 'mount') renders[id] = (renders[id] ?? 0) + 1
}

const isMemo = (component: unknown) =>
  typeof component === 'object' && component !== null && (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.memo')

/** `Component` inside a <Profiler id={id}>. */
function profiled<Props extends object>(id: string, Component: ComponentType<Props>): ComponentType<Props> {
  function Profiled(props: Props) {
    return (
      <Profiler id={id} onRender={count}>
        <Component {...props} />
      </Profiler>
    )
  }
  return isMemo(Component) ? memo(Profiled) : Profiled
}

/** Calls of each counted component function since the last reset, by name (and key, for cards). */
let calls: Record<string, number> = {}

/** `Component`, counting each call of its function under `name`, or `name key` when `keyOf` is given. */
function counted<Props extends object>(name: string, Component: ComponentType<Props>, keyOf?: (props: Props) => string): ComponentType<Props> {
  if (isMemo(Component)) {
    const { type, compare } = Component as unknown as { type: ComponentType<Props>; compare?: (a: Props, b: Props) => boolean }
    return memo(counted(name, type, keyOf), compare)
  }
  const render = Component as (props: Props) => ReactNode
  function Counted(props: Props) {
    const id = keyOf ? `${name} ${keyOf(props)}` : name
    calls[id] = (calls[id] ?? 0) + 1
    return render(props)
  }
  return Counted
}

const mocked: string[] = []

/** For the modules imported next: `file` of the checkpoint, with its export `name` replaced. */
function replaceExport(checkpoint: Checkpoint, file: string, name: string, make: (original: Record<string, unknown>) => unknown) {
  const path = fileOf(checkpoint, file)
  mocked.push(path)
  vi.doMock(path, async (importOriginal) => {
    const original = await importOriginal<Record<string, unknown>>()
    return { ...original, [name]: make(original) }
  })
}

afterEach(() => {
  for (const path of mocked.splice(0)) vi.doUnmock(path)
  vi.resetModules()
})

/** Maren Holt's profile, with the reports loaded; one click on “Check for news” (an action that changes no report). */
async function profileRendersAfterCheckForNews() {
  replaceExport('part-6', 'hikers/HikerProfile.tsx', 'HikerProfile', (original) =>
    profiled('HikerProfile', original.HikerProfile as ComponentType<object>),
  )
  const { App } = (await import(fileOf('part-6', 'App.tsx'))) as AppModule
  const { fetchReports } = (await import(fileOf('part-6', 'reports/reportsSlice.ts'))) as ReportsSliceModule
  const { makeSignedInStore, renderApp } = (await import(fileOf('part-6', 'test/renderApp.tsx'))) as RenderAppModule
  const store = await makeSignedInStore('ines')
  await store.dispatch(fetchReports())
  const { user } = renderApp(<App />, { route: '/hikers/maren', store })
  expect(screen.getAllByRole('link', { name: /First night in the new tent|Scree/ })).toHaveLength(2)
  renders = {}
  await user.click(screen.getByRole('button', { name: 'Check for news' }))
  await screen.findByRole('link', { name: 'Activity, 3 unseen' })
  return renders
}

/** The components of the reports page counted for the pictures: file and export name. */
const pageComponents = [
  ['reports/ReportsPage.tsx', 'ReportsPage'],
  ['reports/ReportFeed.tsx', 'ReportFeed'],
  ['reports/NewReportForm.tsx', 'NewReportForm'],
  ['reports/CheerBar.tsx', 'CheerBar'],
  ['hikers/HikerName.tsx', 'HikerName'],
  ['ui/RelativeDate.tsx', 'RelativeDate'],
] as const
/** A card's report id: part 5 passes the report, part 6 its id. */
const cardKey = (props: { report?: { id: string }; reportId?: string }) => props.report?.id ?? props.reportId ?? '?'

/** The feed of six reports; one click on a cheer button of the second card. */
async function feedRendersAfterOneCheer(checkpoint: Checkpoint) {
  replaceExport(checkpoint, 'reports/ReportCard.tsx', 'ReportCard', (original) =>
    profiled('ReportCard', counted('ReportCard', original.ReportCard as ComponentType<object>, cardKey)),
  )
  for (const [file, name] of pageComponents) {
    replaceExport(checkpoint, file, name, (original) => counted(name, original[name] as ComponentType<object>))
  }
  const { App } = (await import(fileOf(checkpoint, 'App.tsx'))) as AppModule
  const { makeSignedInStore, renderApp } = (await import(fileOf(checkpoint, 'test/renderApp.tsx'))) as RenderAppModule
  const { user } = renderApp(<App />, { route: '/reports', store: await makeSignedInStore('ines') })
  const cards = await screen.findAllByRole('article')
  expect(cards).toHaveLength(6)
  expect(cards[1]!.textContent).toContain(measured.cheeredTitle)
  // Every counted component was called to mount the page: the wrappers are in place.
  expect(new Set(Object.keys(calls).map((id) => id.split(' ')[0]))).toEqual(new Set(measured.components))
  // The cards in the feed's order, newest first; the cheered one is the second.
  const cardIds = Object.keys(calls).flatMap((id) => (id.startsWith('ReportCard ') ? [id.slice('ReportCard '.length)] : []))
  expect(cardIds).toEqual(measured.feedOrder)
  renders = {}
  calls = {}
  await user.click(within(cards[1]!).getByRole('button', { name: 'Boots cheers: 1' }))
  await within(cards[1]!).findByRole('button', { name: 'Boots cheers: 2' })
  return { renders, calls }
}

describe('renders after one click, as Essentials Part 6 shows them', () => {
  test('the profile with a plain filtering selector renders again after “Check for news”', async () => {
    // The page's first HikerProfile: the same component, with the filter written in the selector.
    replaceExport('part-6', 'reports/reportsSlice.ts', 'selectReportsByHiker', (original) => {
      const selectReports = original.selectReports as ReportsSliceModule['selectReports']
      return (state: Parameters<typeof selectReports>[0], hikerId: string) =>
        selectReports(state).filter((report) => report.hikerId === hikerId)
    })
    // useSelector's development check sees the new array on the first render, and says so.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await profileRendersAfterCheckForNews()).toEqual({ HikerProfile: 1 })
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Selector unknown returned a different result when called with the same parameters/),
      expect.anything(),
    )
    warn.mockRestore()
  })

  test('the profile with the memoized selectReportsByHiker does not', async () => {
    expect(await profileRendersAfterCheckForNews()).toEqual({})
  })

  test('part 5’s feed renders every card for one cheer', async () => {
    const { renders, calls } = await feedRendersAfterOneCheer('part-5')
    expect(renders).toEqual({ ReportCard: 6 })
    // What the flame chart picture of part 5 shows: the feed, every card and what is inside each.
    expect(calls).toEqual(measured.calls['part-5'])
  })

  test('part 6’s feed (ids, memo cards that select their report) renders one card', async () => {
    const { renders, calls } = await feedRendersAfterOneCheer('part-6')
    expect(renders).toEqual({ ReportCard: 1 })
    // The picture of part 6: only the cheered card and what is inside it.
    expect(calls).toEqual(measured.calls['part-6'])
  })
})
