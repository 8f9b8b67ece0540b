import { Counter } from './features/counter/Counter'

export function App() {
  return (
    <div className="app">
      <header>
        <h1>Redux Toolkit counter</h1>
        <p className="tagline">React, TypeScript, Redux Toolkit and React-Redux, built with Vite.</p>
      </header>
      <main>
        <Counter />
      </main>
    </div>
  )
}
