import { expect, it } from 'vitest'
import { foldText } from './fold-text'

it('folds case and accents, đ included, in all three languages', () => {
  expect(foldText('Phở BÒ')).toBe('pho bo')
  expect(foldText('Trà Đá')).toBe('tra da')
  expect(foldText('Nguyễn Thị Đào')).toBe('nguyen thi dao')
  expect(foldText('Kováčová')).toBe('kovacova')
  expect(foldText('Ľadový čaj')).toBe('ladovy caj')
})
