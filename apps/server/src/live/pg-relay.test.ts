import { describe, expect, it } from 'vitest'
import { newId } from '../lib/ids'
import { MAX_PAYLOAD_BYTES, orderNotices, parseNotice } from './pg-relay'

// The relay at work, between two shops on one PostgreSQL database: test/several-instances.test.ts.

describe('the notices between instances', () => {
  it('tell of many orders in few payloads, each under the limit PostgreSQL sets', () => {
    const ids = Array.from({ length: 1_000 }, () => newId())

    const payloads = orderNotices('origin-a', 'order.created', ids)

    // 25-character ids: about 280 to a payload.
    expect(payloads).toHaveLength(4)
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThan(8_000)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES)
    }
    const read = payloads.map((payload) => parseNotice(payload))
    expect(read.every((notice) => notice?.origin === 'origin-a')).toBe(true)
    expect(read.every((notice) => notice?.type === 'order.created')).toBe(true)
    expect(
      read.flatMap((notice) => (notice && 'orderIds' in notice ? notice.orderIds : [])),
    ).toEqual(ids)
  })

  it('tell of a few orders in one payload, and of none in none', () => {
    expect(orderNotices('a', 'order.updated', ['x', 'y'])).toEqual([
      '{"origin":"a","type":"order.updated","orderIds":["x","y"]}',
    ])
    expect(orderNotices('a', 'order.updated', [])).toEqual([])
  })

  it('are read back, and anything else on the channel is not taken for one', () => {
    expect(parseNotice('{"origin":"a","type":"menu.changed"}')).toEqual({
      origin: 'a',
      type: 'menu.changed',
    })
    expect(parseNotice('{"origin":"a","type":"settings.changed"}')).toEqual({
      origin: 'a',
      type: 'settings.changed',
    })
    expect(parseNotice('{"origin":"a","type":"settings.changed","key":"ordering"}')).toEqual({
      origin: 'a',
      type: 'settings.changed',
      key: 'ordering',
    })
    expect(parseNotice('{"origin":"a","type":"order.updated","orderIds":["x"]}')).toEqual({
      origin: 'a',
      type: 'order.updated',
      orderIds: ['x'],
    })
    for (const junk of [
      undefined,
      '',
      'hello',
      'null',
      '[]',
      '{"type":"menu.changed"}',
      '{"origin":"a","type":"order.deleted","orderIds":[]}',
      '{"origin":"a","type":"order.created"}',
      '{"origin":"a","type":"order.created","orderIds":[1]}',
    ]) {
      expect(parseNotice(junk), String(junk)).toBeUndefined()
    }
  })
})
