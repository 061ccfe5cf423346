import { expect, it } from 'vitest'
import { foldText } from './fold-text'

it('folds case and accents, đ included, in all three languages', () => {
  expect(foldText('Phở BÒ')).toBe('pho bo')
  expect(foldText('Trà Đá')).toBe('tra da')
  expect(foldText('Nguyễn Thị Đào')).toBe('nguyen thi dao')
  expect(foldText('Kováčová')).toBe('kovacova')
  expect(foldText('Ľadový čaj')).toBe('ladovy caj')
})

it('lowers plain ASCII as it is, and takes apart what is not', () => {
  expect(foldText('QB-1234 Lan NGUYEN')).toBe('qb-1234 lan nguyen')
  expect(foldText('')).toBe('')
  // One accented letter anywhere takes the long way.
  expect(foldText('Lan Nguyễn')).toBe('lan nguyen')
})
