// The fake server's data: an in-memory "database", seeded the same way on
// every page load and before every test, so what you see is always the same.
import type {
  ActivityEntry,
  CheerKind,
  Cheers,
  Hiker,
  NewReport,
  Report,
} from '../api/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const cheerKinds: readonly CheerKind[] = [
  'summit',
  'boots',
  'sunrise',
  'campfire',
  'wildflower',
]

const hikers: readonly Hiker[] = [
  { id: 'ines', name: 'Ines Duarte', homeArea: 'Sintra hills' },
  { id: 'kofi', name: 'Kofi Mensah', homeArea: 'Aberdare range' },
  { id: 'maren', name: 'Maren Holt', homeArea: 'Jotunheimen' },
  { id: 'ravi', name: 'Ravi Kulkarni', homeArea: 'Western Ghats' },
]

// [title, body, author, hours ago, cheers given so far]
const seedReports: ReadonlyArray<
  [string, string, string, number, Partial<Cheers>]
> = [
  [
    'Frost on the ridge',
    'Left the hut at six. The ridge path stayed white with frost until the ' +
      'sun reached it around nine, so take poles for the way down.',
    'ines',
    2,
    { summit: 2, sunrise: 3 },
  ],
  [
    'Waterfall loop after the rain',
    'Muddy all the way round, but the falls were loud and full. The second ' +
      'stream crossing is knee-deep: gaiters help.',
    'kofi',
    5,
    { boots: 1 },
  ],
  [
    'First night in the new tent',
    'Pitched by the lake at dusk. It held through a windy night and packed ' +
      'down wet but fine. The stove needs a wind screen.',
    'maren',
    26,
    { campfire: 2 },
  ],
  [
    'Inside the monsoon cloud',
    'We climbed inside a cloud for two hours. At the pass it opened, and ' +
      'the whole valley lay green below us.',
    'ravi',
    50,
    { summit: 1, wildflower: 2 },
  ],
  [
    'A short loop for a slow Sunday',
    'Seven kilometres, one café halfway, no regrets. A good first walk for ' +
      'friends who are new to hiking.',
    'ines',
    75,
    {},
  ],
  [
    'Scree: lessons learned',
    'Go up scree, never down it. We came back the long way along the ' +
      'ridge, and it was the right call.',
    'maren',
    98,
    { boots: 2 },
  ],
]

// [hiker, what they did, minutes ago]
const seedActivity: ReadonlyArray<[string, string, number]> = [
  ['kofi', 'cheered “Frost on the ridge”', 40],
  ['ravi', 'is planning a sunrise walk for Saturday', 95],
  ['maren', 'shared a packing list for winter nights', 180],
]

// What generated activity says; `{report}` is replaced by a report's title.
const activityTemplates: readonly string[] = [
  'cheered “{report}”',
  'left a trail tip on “{report}”',
  'saved “{report}” for a future trip',
  'is looking for company on the coast path',
  'marked the lake trail as muddy',
]

/**
 * A small seeded pseudo-random generator (mulberry32):
 * the same seed gives the same sequence.
 */
function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const noCheers = (): Cheers => ({
  summit: 0,
  boots: 0,
  sunrise: 0,
  campfire: 0,
  wildflower: 0,
})

interface Database {
  hikers: Hiker[]
  reports: Report[]
  activity: ActivityEntry[]
  signedIn: string | null
  nextId: number
  random: () => number
}

let db: Database

/** Rebuilds the database from the seed data. Dates are relative to `now`. */
export function resetDb(now = Date.now()) {
  db = {
    hikers: [...hikers],
    reports: [],
    activity: [],
    signedIn: null,
    nextId: 1,
    random: seededRandom(2024),
  }
  seedReports.forEach(([title, body, hikerId, hoursAgo, cheers], index) => {
    db.reports.push({
      id: `r${index + 1}`,
      title,
      body,
      hikerId,
      postedAt: new Date(now - hoursAgo * HOUR).toISOString(),
      cheers: { ...noCheers(), ...cheers },
    })
  })
  seedActivity.forEach(([hikerId, text, minutesAgo], index) => {
    db.activity.push({
      id: `a${index + 1}`,
      at: new Date(now - minutesAgo * MINUTE).toISOString(),
      hikerId,
      text,
    })
  })
  db.nextId = 100
}
resetDb()

const pick = <T,>(items: readonly T[]): T =>
  items[Math.floor(db.random() * items.length)]!

export const allHikers = () => db.hikers
export const findHiker = (id: string) =>
  db.hikers.find((hiker) => hiker.id === id)
export const allReports = () => db.reports
export const findReport = (id: string) =>
  db.reports.find((report) => report.id === id)
export const signedInHiker = () => db.signedIn

export function setSignedIn(hikerId: string | null) {
  db.signedIn = hikerId
}

export function addReport(
  { title, body, hikerId }: NewReport,
  now = Date.now(),
): Report {
  const report: Report = {
    id: `r${db.nextId++}`,
    title,
    body,
    hikerId,
    postedAt: new Date(now).toISOString(),
    cheers: noCheers(),
  }
  db.reports.push(report)
  return report
}

/** Activity newer than `since` (all of it without `since`), oldest first. */
export function activitySince(since: string | null): ActivityEntry[] {
  const sorted = [...db.activity].sort((a, b) => a.at.localeCompare(b.at))
  return since ? sorted.filter((entry) => entry.at > since) : sorted
}

/**
 * Makes `count` new pieces of club activity, dated after the newest entry
 * (and after `since`) and up to now, as if other hikers had been busy. A
 * report by the signed-in hiker is called "your report".
 */
export function generateActivity(
  count: number,
  since: string | null,
  now = Date.now(),
): ActivityEntry[] {
  const newest = db.activity.reduce(
    (latest, entry) => (entry.at > latest ? entry.at : latest),
    since ?? '',
  )
  const start = Math.max(Date.parse(newest || '1970-01-01'), now - HOUR)
  const others = db.hikers.filter((hiker) => hiker.id !== db.signedIn)
  const created: ActivityEntry[] = []
  for (let i = 1; i <= count; i++) {
    const report = pick(db.reports)
    const title =
      report.hikerId === db.signedIn
        ? `your report “${report.title}”`
        : `“${report.title}”`
    const text = pick(activityTemplates).replace('“{report}”', title)
    const at = new Date(
      start + Math.max(i, Math.round(((now - start) * i) / count)),
    ).toISOString()
    created.push({ id: `a${db.nextId++}`, at, hikerId: pick(others).id, text })
  }
  db.activity.push(...created)
  return created
}
