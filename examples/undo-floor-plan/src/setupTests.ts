import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest does not expose test globals here, so Testing Library cannot register
// its automatic cleanup: unmount rendered trees after each test ourselves.
afterEach(() => {
  cleanup()
})
