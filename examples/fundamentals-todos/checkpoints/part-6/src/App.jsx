import Header from './features/header/Header'
import TodoList from './features/todos/TodoList'
import Footer from './features/footer/Footer'

export default function App() {
  return (
    <div className="app">
      <h1>Todos</h1>
      <main className="todo-app">
        <Header />
        <TodoList />
        <Footer />
      </main>
    </div>
  )
}
