import { describe, expect, it } from 'vitest'
import { ftndV1, maxScore, motivationV1 } from './definitions'
import { getFtndBand, getMotivationLevel, interpretScore, scoreAnswers } from './scoring'

/** Picks, question by question, the option with the given score (the first one if several). */
function answersScoring(scores: number[]): Record<string, string> {
  return Object.fromEntries(
    ftndV1.questions.map((question, index) => {
      const option = question.options.find((candidate) => candidate.score === scores[index])
      if (!option) throw new Error(`question ${question.id} has no option scoring ${scores[index]}`)
      return [question.id, option.id]
    }),
  )
}

describe('Fagerström Test for Nicotine Dependence', () => {
  it('uses the published answer scores', () => {
    expect(
      Object.fromEntries(
        ftndV1.questions.map((q) => [q.id, Object.fromEntries(q.options.map((o) => [o.id, o.score]))]),
      ),
    ).toEqual({
      firstCigarette: { within5: 3, within30: 2, within60: 1, after60: 0 },
      forbiddenPlaces: { yes: 1, no: 0 },
      hardestToGiveUp: { firstMorning: 1, anyOther: 0 },
      perDay: { upTo10: 0, from11To20: 1, from21To30: 2, over30: 3 },
      moreInMorning: { yes: 1, no: 0 },
      whenIll: { yes: 1, no: 0 },
    })
    expect(ftndV1.questions).toHaveLength(6)
    expect(maxScore(ftndV1)).toBe(10)
  })

  it.each([
    [[0, 0, 0, 0, 0, 0], 0, 'veryLow'],
    [[2, 0, 0, 0, 0, 0], 2, 'veryLow'],
    [[2, 1, 0, 0, 0, 0], 3, 'low'],
    [[3, 0, 0, 1, 0, 0], 4, 'low'],
    [[3, 1, 0, 1, 0, 0], 5, 'moderate'],
    [[3, 1, 1, 1, 0, 0], 6, 'high'],
    [[3, 1, 1, 2, 0, 0], 7, 'high'],
    [[3, 1, 1, 2, 1, 0], 8, 'veryHigh'],
    [[3, 1, 1, 3, 1, 1], 10, 'veryHigh'],
  ])('answers scoring %j total %i, band %s', (scores, total, band) => {
    const score = scoreAnswers(ftndV1, answersScoring(scores))
    expect(score).toBe(total)
    expect(getFtndBand(total)).toBe(band)
    expect(interpretScore('ftnd', total)).toBe(band)
  })

  it('gives every score from 0 to 10 exactly one band', () => {
    const bands = Array.from({ length: 11 }, (_, score) => getFtndBand(score))
    expect(bands).toEqual([
      'veryLow',
      'veryLow',
      'veryLow',
      'low',
      'low',
      'moderate',
      'high',
      'high',
      'veryHigh',
      'veryHigh',
      'veryHigh',
    ])
  })

  it('rejects totals outside 0–10', () => {
    expect(() => getFtndBand(-1)).toThrow(RangeError)
    expect(() => getFtndBand(11)).toThrow(RangeError)
    expect(() => getFtndBand(2.5)).toThrow(RangeError)
  })

  it('does not score missing or unknown answers', () => {
    const answers = answersScoring([0, 0, 0, 0, 0, 0])
    expect(scoreAnswers(ftndV1, { ...answers, perDay: 'over9000' })).toBeUndefined()
    const { whenIll: _dropped, ...missing } = answers
    expect(scoreAnswers(ftndV1, missing)).toBeUndefined()
    expect(scoreAnswers(ftndV1, { ...answers, firstCigarette: '3' })).toBeUndefined()
  })
})

describe('motivation ladder', () => {
  it('has seven rungs scored 1 to 7', () => {
    expect(motivationV1.questions).toHaveLength(1)
    expect(motivationV1.questions[0]?.options.map((o) => o.score)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it.each([1, 2, 3, 4, 5, 6, 7])('level %i scores and interprets as that level', (level) => {
    expect(scoreAnswers(motivationV1, { readiness: `level${level}` })).toBe(level)
    expect(getMotivationLevel(level)).toBe(level)
    expect(interpretScore('motivation', level)).toBe(`level${level}`)
  })

  it('rejects rungs outside 1–7', () => {
    expect(() => getMotivationLevel(0)).toThrow(RangeError)
    expect(() => getMotivationLevel(8)).toThrow(RangeError)
    expect(scoreAnswers(motivationV1, { readiness: 'level8' })).toBeUndefined()
    expect(scoreAnswers(motivationV1, {})).toBeUndefined()
  })
})
