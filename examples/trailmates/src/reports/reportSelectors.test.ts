import { expect, test } from 'vitest'
import type { Report } from '../api/types'
import { selectReportsOfHiker } from './reportSelectors'

const report = (id: string, hikerId: string, postedAt: string): Report => ({
  id,
  title: id,
  body: '',
  hikerId,
  postedAt,
  cheers: { summit: 0, boots: 0, sunrise: 0, campfire: 0, wildflower: 0 },
})

test('selectReportsOfHiker filters, sorts newest first, memoizes', () => {
  const reports = [
    report('a', 'ines', '2024-05-01'),
    report('b', 'kofi', '2024-05-02'),
    report('c', 'ines', '2024-05-03'),
  ]
  const first = selectReportsOfHiker(reports, 'ines')
  expect(first.map((item) => item.id)).toEqual(['c', 'a'])
  expect(selectReportsOfHiker(reports, 'ines')).toBe(first)
  expect(selectReportsOfHiker([...reports], 'ines')).not.toBe(first)
  expect(selectReportsOfHiker(undefined, 'ines')).toEqual([])
})
