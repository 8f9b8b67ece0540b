import { Navigate, Route, Routes } from 'react-router'
import { ReportPage } from './reports/ReportPage'
import { ReportsPage } from './reports/ReportsPage'
import { ReviseReportForm } from './reports/ReviseReportForm'
import { RequireSignIn } from './session/RequireSignIn'
import { SignInPage } from './session/SignInPage'
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
          <Route path="/" element={<SignInPage />} />
          <Route element={<RequireSignIn />}>
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/reports/:reportId" element={<ReportPage />} />
            <Route
              path="/reports/:reportId/revise"
              element={<ReviseReportForm />}
            />
            <Route path="*" element={<Navigate to="/reports" replace />} />
          </Route>
        </Routes>
      </main>
    </>
  )
}
