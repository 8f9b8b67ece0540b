// Data types shared by the fake server and the app.

export interface Reactions {
  thumbsUp: number
  tada: number
  heart: number
  rocket: number
  eyes: number
}
export type ReactionName = keyof Reactions

export interface Post {
  id: string
  title: string
  content: string
  user: string
  date: string
  reactions: Reactions
}

export interface User {
  id: string
  name: string
}

export interface ServerNotification {
  id: string
  date: string
  message: string
  user: string
}

export interface SocketMessage {
  type: 'notifications'
  payload: ServerNotification[]
}

