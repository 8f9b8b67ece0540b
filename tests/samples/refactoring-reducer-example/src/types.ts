export type Track = 'frontend' | 'backend' | 'design'
export type TrackFilter = Track | 'all'

export interface Session {
  id: string
  title: string
  track: Track
  bookmarked: boolean
}

export interface ScheduleState {
  trackFilter: TrackFilter
  sessions: Session[]
}

export type ScheduleAction =
  | { type: 'filters/trackFilterChanged'; payload: TrackFilter }
  | { type: 'sessions/sessionAdded'; payload: Omit<Session, 'bookmarked'> }
  | { type: 'sessions/bookmarkToggled'; payload: string }
