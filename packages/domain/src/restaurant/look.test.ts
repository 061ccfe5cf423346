import { describe, expect, it } from 'vitest'
import { DEMO_LOOK, logoFiles, restaurantLookShape } from './look'

const hash = '0123456789abcdef0123456789abcdef'

describe('restaurantLookShape', () => {
  it('takes the demo’s look as it is', () => {
    expect(restaurantLookShape.parse(DEMO_LOOK)).toEqual(DEMO_LOOK)
  })

  it('takes a colour in capitals and keeps it in small letters', () => {
    expect(restaurantLookShape.parse({ ...DEMO_LOOK, brandColour: '#2F9E44' }).brandColour).toBe(
      '#2f9e44',
    )
  })

  it.each(['red', '#fff', '2f9e44', '#2f9e4', '#2f9e44ff', 'url(x)', 42])(
    'refuses %s as a brand colour, by its code',
    (brandColour) => {
      const result = restaurantLookShape.safeParse({ ...DEMO_LOOK, brandColour })
      expect(result.error?.issues[0]?.message).toBe('BRAND_COLOUR_INVALID')
    },
  )

  it('takes a stored logo and banner, and refuses a name that is not one of the shop’s files', () => {
    const look = {
      ...DEMO_LOOK,
      logo: { image: `${hash}.svg`, width: 120, height: 40 },
      banner: { image: `${hash}.webp`, width: 1200, height: 800 },
    }
    expect(restaurantLookShape.parse(look)).toEqual(look)
    for (const image of ['../secret.svg', 'https://evil.example/x.svg', `${hash}.html`]) {
      const logo = { image, width: 1, height: 1 }
      expect(restaurantLookShape.safeParse({ ...DEMO_LOOK, logo }).error?.issues[0]?.message).toBe(
        'LOOK_PICTURE_INVALID',
      )
    }
  })
})

describe('logoFiles', () => {
  it('names the icons and the mail’s picture after the logo', () => {
    expect(logoFiles({ image: `${hash}.svg`, width: 1, height: 1 })).toEqual({
      mark: `${hash}.svg`,
      icons: {
        32: `${hash}-32.png`,
        180: `${hash}-180.png`,
        192: `${hash}-192.png`,
        512: `${hash}-512.png`,
      },
      mail: `${hash}-mail.png`,
    })
  })
})
