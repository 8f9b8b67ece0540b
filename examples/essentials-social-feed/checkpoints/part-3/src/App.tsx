import { Route, Routes } from 'react-router'
import { AddPostForm } from './features/posts/AddPostForm'
import { PostsList } from './features/posts/PostsList'

export function App() {
  return (
    <>
      <header className="navbar">
        <div className="navbar-inner">
          <h1>Tiny Social</h1>
        </div>
      </header>
      <main className="app">
        <Routes>
          <Route
            path="/"
            element={
              <>
                <AddPostForm />
                <PostsList />
              </>
            }
          />
        </Routes>
      </main>
    </>
  )
}
