import { describe, expect, it } from 'vitest'
import { previewOf, readMailText } from './blocks'

const SHOP = 'https://quan.example'

describe('readMailText', () => {
  it('reads the shapes the templates write, and leaves anything else as a line', () => {
    const paragraphs = readMailText(
      [
        'Hello Lan,',
        '',
        '2 × Beef pho (Large): €25',
        '   Allergens: Fish',
        'Something else: 12',
        '',
        'Subtotal: €25',
        'Total: €27',
        '',
        'Delivery address:',
        'Lan Nguyen',
        'Phone: 0901',
        '',
        `Follow your order: ${SHOP}/track-order?code=QN1`,
        '(enter the order code there)',
        'Elsewhere: https://evil.example/pay',
        'We are sorry: the kitchen is closed.',
      ].join('\n'),
      `${SHOP}/`,
    )
    expect(paragraphs).toEqual([
      { table: false, lines: [{ kind: 'text', text: 'Hello Lan,' }] },
      {
        table: false,
        lines: [
          {
            kind: 'item',
            quantity: '2',
            name: 'Beef pho (Large)',
            price: '€25',
            details: ['Allergens: Fish'],
          },
          { kind: 'field', label: 'Something else', value: '12' },
        ],
      },
      {
        table: true,
        lines: [
          { kind: 'field', label: 'Subtotal', value: '€25' },
          { kind: 'field', label: 'Total', value: '€27' },
        ],
      },
      {
        table: false,
        lines: [
          { kind: 'heading', text: 'Delivery address' },
          { kind: 'text', text: 'Lan Nguyen' },
          { kind: 'field', label: 'Phone', value: '0901' },
        ],
      },
      {
        table: false,
        lines: [
          { kind: 'link', label: 'Follow your order', url: `${SHOP}/track-order?code=QN1` },
          { kind: 'note', text: '(enter the order code there)' },
          // Not the shop's address: a field, never a button.
          { kind: 'field', label: 'Elsewhere', value: 'https://evil.example/pay' },
          // A sentence with a colon is not a field.
          { kind: 'text', text: 'We are sorry: the kitchen is closed.' },
        ],
      },
    ])
    expect(previewOf(paragraphs)).toBe('Beef pho (Large) Something else')
  })

  it('makes no button of a look-alike address that only begins like the shop’s', () => {
    const [paragraph] = readMailText('Pay: https://quan.example.evil.test/pay', SHOP)
    expect(paragraph!.lines[0]!.kind).toBe('field')
  })
})
