import { Link } from 'react-router'

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link className="brand" to="/">
          <span aria-hidden="true">⛰️</span> Trailmates
        </Link>
      </div>
    </header>
  )
}
