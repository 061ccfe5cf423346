import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { brandCss, brandTones } from '@quan/domain/restaurant/colour'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'

// Issue 21 §2: the restaurant's logo, brand colour and banner, in the back office's Settings.

beforeEach(() => FakeEventSource.install())
afterEach(() => document.getElementById('brand-tones')?.remove())

const HASH = '0123456789abcdef0123456789abcdef'
const LOGO = { image: `${HASH}.svg`, width: 120, height: 40 }
const BANNER = { image: `${HASH}.webp`, width: 1200, height: 800 }

function renderLook(routes: Parameters<typeof mockApi>[0] = {}, language?: 'vi' | 'sk') {
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => ({
      success: true,
      message: 'The delivery areas',
      data: { areas: [] },
    }),
    'PUT /api/admin/restaurant/look': (body) => ({
      success: true,
      message: 'The restaurant’s look saved',
      data: {
        look: body,
        tones: {
          brand: '#6f5b00',
          brandDark: '#564700',
          brandSoft: '#fffae0',
          darkenedForText: true,
        },
      },
    }),
    ...routes,
  })
  const user = userEvent.setup()
  renderWithProviders(<BackOffice />, {
    route: '/admin?tab=settings&part=look',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user }
}

const form = () => screen.findByRole('form', { name: 'Look' })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/restaurant/look')

describe('settings: the look', () => {
  it('shows the demo’s look: the chili colour, the shop’s own mark, the best seller', async () => {
    renderLook()
    const look = await form()
    expect(within(look).getByLabelText('Brand colour as a hex code')).toHaveValue('#b5371b')
    expect(within(look).getByLabelText('Pick the brand colour')).toHaveValue('#b5371b')
    expect(within(look).getByText(/No logo yet/)).toBeInTheDocument()
    expect(within(look).getByText(/the home page shows your best-selling dish/)).toBeInTheDocument()
    expect(within(look).queryByText(/too light to read/)).not.toBeInTheDocument()
    const tones = within(look).getByRole('list', { name: 'The tones the shop draws with' })
    expect(within(tones).getByText('#8d2b15')).toBeInTheDocument()
    expect(within(tones).getByText('#fbe8e4')).toBeInTheDocument()
  })

  it('tells the owner a light colour is darkened for text, and the page takes the saved tones', async () => {
    const { calls, user } = renderLook()
    const look = await form()
    const hex = within(look).getByLabelText('Brand colour as a hex code')

    await user.clear(hex)
    await user.type(hex, '#FFD400')

    expect(
      await within(look).findByText(
        /#ffd400 is too light to read on a white page, so text, links and buttons use a darker shade of the same colour: #[0-9a-f]{6}\./,
      ),
    ).toBeInTheDocument()
    expect(within(look).getByLabelText('Pick the brand colour')).toHaveValue('#ffd400')

    await user.click(within(look).getByRole('button', { name: 'Save the look' }))

    expect(await within(look).findByText(/The look is saved/)).toBeInTheDocument()
    expect(saves(calls).map((call) => call.body)).toEqual([
      { brandColour: '#ffd400', logo: null, banner: null },
    ])
    // The open page draws with the saved tones at once, as the server's pages will.
    expect(document.getElementById('brand-tones')?.textContent).toBe(
      brandCss(brandTones('#ffd400')),
    )
  })

  it('says the notice in the owner’s language', async () => {
    const { user } = renderLook({}, 'sk')
    const look = await screen.findByRole('form', { name: 'Vzhľad' })
    const hex = within(look).getByLabelText('Farba značky ako hex kód')
    await user.clear(hex)
    await user.type(hex, '#ffff00')
    expect(
      await within(look).findByText(/#ffff00 je na bielej stránke príliš svetlá/),
    ).toBeVisible()
  })

  it('refuses a colour that is not a hex code, without saving', async () => {
    const { calls, user } = renderLook()
    const look = await form()
    const hex = within(look).getByLabelText('Brand colour as a hex code')
    await user.clear(hex)
    await user.type(hex, 'green')

    await user.click(within(look).getByRole('button', { name: 'Save the look' }))

    expect(await within(look).findByRole('alert')).toHaveTextContent(
      'Write the brand colour as # and six hex digits, like #1a7f37.',
    )
    expect(hex).toHaveAttribute('aria-invalid', 'true')
    expect(saves(calls)).toEqual([])
  })

  it('uploads a logo, shows it, and saves it with the look, the page’s header taking it at once', async () => {
    const { calls, user } = renderLook({
      'POST /api/admin/restaurant/look/logo': () => ({
        status: 201,
        body: { success: true, message: 'Logo uploaded', data: LOGO },
      }),
    })
    const look = await form()
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    })

    await user.upload(within(look).getByLabelText('Logo file'), file)

    const preview = await within(look).findByRole('img', { name: 'Your logo' })
    expect(preview).toHaveAttribute('src', `/images/${HASH}.svg`)
    expect(preview).toHaveAttribute('width', '120')
    expect(preview).toHaveAttribute('height', '40')
    const upload = calls.find((call) => call.url === '/api/admin/restaurant/look/logo')
    expect(upload?.body).toBe(file)

    await user.click(within(look).getByRole('button', { name: 'Save the look' }))
    await within(look).findByText(/The look is saved/)
    expect(saves(calls)[0]?.body).toEqual({ brandColour: '#b5371b', logo: LOGO, banner: null })
    expect(document.getElementById('brand-tones')?.textContent).toContain(
      `.navbar__logo>svg{width:96px;max-width:10rem;background:url(/images/${HASH}.svg)`,
    )
  })

  it('says why the server refused a logo, in the owner’s language', async () => {
    const { user } = renderLook(
      {
        'POST /api/admin/restaurant/look/logo': () => ({
          status: 400,
          body: {
            success: false,
            message: 'The logo could not be read as an SVG, PNG or WebP picture',
            code: 'LOGO_UNREADABLE',
          },
        }),
      },
      'vi',
    )
    const look = await screen.findByRole('form', { name: 'Giao diện' })
    await user.upload(
      within(look).getByLabelText('Tệp logo'),
      new File(['<svg><g></svg>'], 'broken.svg', { type: 'image/svg+xml' }),
    )
    expect(await within(look).findByRole('alert')).toHaveTextContent(
      'Không đọc được logo. Hãy xuất lại thành SVG, PNG hoặc WebP và thử lần nữa.',
    )
  })

  it('refuses a logo over 2 MB before sending it', async () => {
    const { calls, user } = renderLook()
    const look = await form()
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })

    await user.upload(within(look).getByLabelText('Logo file'), big)

    expect(await within(look).findByRole('alert')).toHaveTextContent(
      'The logo is larger than 2 MB.',
    )
    expect(calls.some((call) => call.url.endsWith('/logo'))).toBe(false)
  })

  it('uploads a banner picture and shows it at the sizes a dish picture has', async () => {
    const { calls, user } = renderLook({
      'POST /api/admin/restaurant/look/banner': () => ({
        status: 201,
        body: { success: true, message: 'Banner uploaded', data: BANNER },
      }),
    })
    const look = await form()

    await user.upload(
      within(look).getByLabelText('Banner picture'),
      new File(['jpeg'], 'banner.jpg', { type: 'image/jpeg' }),
    )

    const preview = await within(look).findByRole('img', { name: 'Your home page banner' })
    expect(preview).toHaveAttribute(
      'srcset',
      `/images/${HASH}-480.webp 480w, /images/${HASH}.webp 1200w`,
    )
    await user.click(within(look).getByRole('button', { name: 'Show the best seller instead' }))
    expect(within(look).queryByRole('img', { name: 'Your home page banner' })).toBeNull()
    await user.upload(
      within(look).getByLabelText('Banner picture'),
      new File(['jpeg'], 'banner.jpg', { type: 'image/jpeg' }),
    )
    await within(look).findByRole('img', { name: 'Your home page banner' })
    await user.click(within(look).getByRole('button', { name: 'Save the look' }))
    await within(look).findByText(/The look is saved/)
    expect(saves(calls)[0]?.body).toEqual({ brandColour: '#b5371b', logo: null, banner: BANNER })
  })
})
