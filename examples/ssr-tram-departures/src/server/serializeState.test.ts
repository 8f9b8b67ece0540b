import { describe, expect, it } from 'vitest'
import { serializeState } from './serializeState'

const hostile = {
  board: { stopId: '</script><script>alert(1)</script><!--<script>', clock: '24h' },
  note: 'line\u2028separator & paragraph\u2029separator > done',
}

describe('serializeState', () => {
  it('writes no character that could end the script element or open a comment', () => {
    const text = serializeState(hostile)

    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
  })

  it('reads back as exactly the same state', () => {
    expect(JSON.parse(serializeState(hostile))).toEqual(hostile)
  })
})
