import { Navigate, Route, Routes } from 'react-router'
import { ActivityPage } from './activity/ActivityPage'
import { HikerDirectory } from './hikers/HikerDirectory'
import { HikerProfile } from './hikers/HikerProfile'
import { ReportPage } from './reports/ReportPage'
import { ReportsPage } from './reports/ReportsPage'
import { ReviseReportForm } from './reports/ReviseReportForm'
import { RequireSignIn } from './session/RequireSignIn'
import { SignInPage } from './session/SignInPage'
import { AppHeader } from './ui/AppHeader'
import { Toasts } from './ui/Toasts'

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
            <Route path="/hikers" element={<HikerDirectory />} />
            <Route path="/hikers/:hikerId" element={<HikerProfile />} />
            <Route path="/activity" element={<ActivityPage />} />
            <Route path="*" element={<Navigate to="/reports" replace />} />
          </Route>
        </Routes>
      </main>
      <Toasts />
    </>
  )
}
