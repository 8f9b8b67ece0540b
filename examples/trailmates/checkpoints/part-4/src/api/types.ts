// The shapes of the data the club's server sends and accepts (see src/mock/).
// The app's code imports these types; nothing here runs.

/** The five ways to cheer a trip report. */
export type CheerKind =
  'summit' | 'boots' | 'sunrise' | 'campfire' | 'wildflower'

/** How many cheers of each kind a report has received. */
export type Cheers = Record<CheerKind, number>

/** A trip report, written by a hiker after a hike. */
export interface Report {
  id: string
  title: string
  body: string
  /** The id of the hiker who wrote it. */
  hikerId: string
  /** When it was published, as an ISO 8601 string. */
  postedAt: string
  cheers: Cheers
}

/**
 * What the client sends to publish a report: the server adds the id, the date
 * and the cheers.
 */
export interface NewReport {
  title: string
  body: string
  hikerId: string
}

/** What the client sends to revise a report. */
export interface ReportRevision {
  id: string
  title: string
  body: string
}

/** A member of the club. */
export interface Hiker {
  id: string
  name: string
  /** Where the hiker usually walks. */
  homeArea: string
}

/**
 * One piece of club activity, e.g.
 * "Kofi Mensah cheered your report “Frost on the ridge”".
 */
export interface ActivityEntry {
  id: string
  /** When it happened, as an ISO 8601 string. */
  at: string
  /** The hiker who did it. */
  hikerId: string
  /** What they did, written to follow their name. */
  text: string
}

/** The answer to signing in. */
export interface Session {
  hikerId: string
}

/** Messages on the club's news socket (src/api/newsSocket.ts). */
export type NewsRequest = { kind: 'newsRequested'; since: string | null }
export type NewsMessage = {
  kind: 'activityPublished'
  entries: ActivityEntry[]
}

/** The body of every error answer. */
export interface ErrorBody {
  message: string
}
