import { describe, expect, it } from 'vitest'
import { emailKey, guestKeys } from './guest'

describe('guestKeys', () => {
  it('knows a guest by their phone’s one form and their e-mail whatever its case', () => {
    expect(guestKeys({ phone: '0933 000 001', email: ' Lan@Example.com' }, 'SK')).toEqual({
      phone: '+421933000001',
      email: 'lan@example.com',
    })
    expect(emailKey('HOA@example.COM ')).toBe('hoa@example.com')
  })
})
