import { DEMO_IDENTITY } from '@quan/domain'
import { describe, expect, it } from 'vitest'
import { orderCancellation } from './order'

const order = {
  restaurant: DEMO_IDENTITY,
  trackingCode: 'EK812345',
  firstName: 'Lan',
  placedAt: { date: '2026-03-02', time: '12:05' },
  reason: 'Hết bánh phở hôm nay',
}

describe('orderCancellation', () => {
  it('tells the guest in Vietnamese that the order is cancelled, why, and where to see it', () => {
    const mail = orderCancellation({ ...order, language: 'vi' }, 'https://quan.example')
    expect(mail.subject).toBe('Đơn hàng EK812345 của bạn tại Quán đã bị hủy')
    expect(mail.text).toBe(
      [
        'Xin chào Lan,',
        '',
        'Chúng tôi rất tiếc phải hủy đơn hàng EK812345 của bạn (đặt Thứ Hai, 02/03/2026 lúc 12:05).',
        '',
        'Lý do: Hết bánh phở hôm nay',
        '',
        'Đơn hàng của bạn: https://quan.example/track-order?code=EK812345',
        '(nhập mã theo dõi và số điện thoại của bạn tại đó)',
        '',
        'Nếu bạn có câu hỏi, hãy trả lời email này hoặc gọi cho chúng tôi.',
        '',
        'Trân trọng,',
        'Quán',
        'Obchodná 12, 811 06 Bratislava',
      ].join('\n'),
    )
  })

  it('is written in English and Slovak too', () => {
    const en = orderCancellation({ ...order, language: 'en' }, 'https://quan.example')
    expect(en.text).toContain(
      'We are sorry: we have had to cancel your order EK812345 of Monday 2 March 2026 at 12:05.',
    )
    expect(en.text).toContain('Reason: Hết bánh phở hôm nay')
    const sk = orderCancellation({ ...order, language: 'sk' }, 'https://quan.example')
    expect(sk.text).toContain(
      'je nám ľúto, ale vašu objednávku EK812345 z 2. 3. 2026 o 12:05 sme museli zrušiť.',
    )
    expect(sk.text).toContain('Dôvod: Hết bánh phở hôm nay')
  })
})
