import type { ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { useAppSelector } from './app/hooks'
import { Navbar } from './components/Navbar'
import { Toaster } from './components/Toast'
import { LoginPage } from './features/auth/LoginPage'
import { selectCurrentUsername } from './features/auth/authSlice'
import { AddPostForm } from './features/posts/AddPostForm'
import { EditPostForm } from './features/posts/EditPostForm'
import { PostsList } from './features/posts/PostsList'
import { SinglePostPage } from './features/posts/SinglePostPage'
import { NotificationsList } from './features/notifications/NotificationsList'
import { UserPage } from './features/users/UserPage'
import { UsersList } from './features/users/UsersList'

function ProtectedRoute({ children }: { children: ReactNode }) {
  const username = useAppSelector(selectCurrentUsername)
  if (!username) return <Navigate to="/" replace />
  return children
}

export function App() {
  return (
    <>
      <Navbar />
      <main className="app">
        <Routes>
          <Route path="/" element={<LoginPage />} />
          <Route
            path="/*"
            element={
              <ProtectedRoute>
                <Routes>
                  <Route
                    path="/posts"
                    element={
                      <>
                        <AddPostForm />
                        <PostsList />
                      </>
                    }
                  />
                  <Route path="/posts/:postId" element={<SinglePostPage />} />
                  <Route path="/editPost/:postId" element={<EditPostForm />} />
                  <Route path="/users" element={<UsersList />} />
                  <Route path="/users/:userId" element={<UserPage />} />
                  <Route path="/notifications" element={<NotificationsList />} />
                  <Route path="*" element={<Navigate to="/posts" replace />} />
                </Routes>
              </ProtectedRoute>
            }
          />
        </Routes>
      </main>
      <Toaster />
    </>
  )
}
