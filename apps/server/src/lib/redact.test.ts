import { describe, expect, it } from 'vitest'
import { errorForLog, redactText, redactUrl } from './redact'

describe('redactUrl', () => {
  it.each([
    ['/api/admin/orders/stream?token=eyJhbGciOi.x.y', '/api/admin/orders/stream?token=[hidden]'],
    ['/api/admin/orders/stream?TOKEN=abc', '/api/admin/orders/stream?TOKEN=[hidden]'],
    [
      '/api/orders/track/stream?code=AB123456&phone=%2B421%20901',
      '/api/orders/track/stream?code=[hidden]&phone=[hidden]',
    ],
    ['/track-order?code=AB123456', '/track-order?code=[hidden]'],
    [
      '/x?email=lan%40example.com&name=Lan&street=Obchodn%C3%A1',
      '/x?email=[hidden]&name=[hidden]&street=[hidden]',
    ],
    // Unknown fields too: hidden until someone decides they are harmless.
    ['/x?a=1&trackingCode=AB123456', '/x?a=[hidden]&trackingCode=[hidden]'],
    ['/x?0901234567', '/x?[hidden]'],
    ['/x?lan%40example.com=1', '/x?[hidden]'],
    ['/x?code=AB123456#phone=0901234567', '/x?code=[hidden]'],
    // The shop's harmless fields stay readable.
    ['/api/food/list?forUser=true', '/api/food/list?forUser=true'],
    [
      '/api/admin/orders?day=2026-03-02&status=Pending',
      '/api/admin/orders?day=2026-03-02&status=Pending',
    ],
    ['/api/food/list', '/api/food/list'],
    ['/api/user/lan%40example.com/x', '/api/user/[email]/x'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })
})

describe('errorForLog', () => {
  it('keeps what failed, not whose data: no PostgreSQL detail, no rejected recipients', () => {
    const database = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(lan@example.com) already exists.',
    })
    const smtp = Object.assign(new Error("Can't send mail: 550 <lan@example.com> unknown"), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <lan@example.com>: Recipient address rejected',
      rejected: ['lan@example.com'],
    })
    for (const error of [database, smtp, new Error('wrapped', { cause: smtp })]) {
      const logged = JSON.stringify(errorForLog(error))
      expect(logged).not.toContain('lan@example.com')
    }
    expect(errorForLog(database)).toMatchObject({
      type: 'Error',
      code: '23505',
      constraint: 'users_email_key',
    })
    expect(errorForLog(smtp)).toMatchObject({
      responseCode: 550,
      response: '550 5.1.1 <[email]>: Recipient address rejected',
    })
  })

  it('leaves what is not an error as it is', () => {
    expect(errorForLog('text' as unknown as Error)).toBe('text')
    expect(redactText('write to lan.nguyen+x@mail.example.sk now')).toBe('write to [email] now')
  })
})
