import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface Post {
  id: string
  title: string
  content: string
}

// Static starting data: part 5 replaces it with data from the fake server.
const initialState: Post[] = [
  { id: '1', title: 'Back from the mountains', content: 'Three days without a phone signal.' },
  { id: '2', title: 'Sourdough, attempt #7', content: 'This time the crust cracked exactly right.' },
]

export const postsSlice = createSlice({
  name: 'posts',
  initialState,
  reducers: {
    // "Mutating" is safe here: Immer turns it into an immutable update.
    postAdded(state, action: PayloadAction<Post>) {
      state.push(action.payload)
    },
  },
})

export const { postAdded } = postsSlice.actions
