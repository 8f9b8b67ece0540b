import { Navigate, Route, Routes } from 'react-router'
import { ReportsPage } from './reports/ReportsPage'
import { AppHeader } from './ui/AppHeader'

// The router itself comes from outside: <BrowserRouter> in main.tsx,
// <MemoryRouter> in the tests.
export function App() {
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <AppHeader />
      <main id="content" className="page">
        <Routes>
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="*" element={<Navigate to="/reports" replace />} />
        </Routes>
      </main>
    </>
  )
}
