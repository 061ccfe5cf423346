import { DEMO_IDENTITY, DEMO_RESTAURANT, type RestaurantIdentity } from '@quan/domain/restaurant'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { restaurantKey, useRestaurantName } from '../../../shared/restaurant'
import { FakeEventSource } from '../../../test/fake-event-source'
import { mockApi } from '../../../test/mock-api'
import { officeBasics } from '../../../test/office-fixtures'
import { renderWithProviders } from '../../../test/render'
import { BackOffice } from '../back-office'
import { byField, IdentityEditor } from './identity-editor'

// Issue 21 §1: the restaurant's identity, in the back office's Settings.

beforeEach(() => FakeEventSource.install())

const PUT = 'PUT /api/admin/restaurant/identity'

function renderSettings(
  routes: Parameters<typeof mockApi>[0] = {},
  language?: 'vi' | 'sk',
  shown: 'settings' | 'alone' = 'settings',
) {
  let stored: RestaurantIdentity = DEMO_IDENTITY
  const calls = mockApi({
    ...officeBasics,
    'GET /api/admin/delivery-areas': () => ({
      success: true,
      message: 'Areas',
      data: { areas: [] },
    }),
    [PUT]: (body) => {
      stored = body as RestaurantIdentity
      return { success: true, message: 'The restaurant is saved', data: body }
    },
    'GET /api/restaurant': () => ({
      success: true,
      message: 'The restaurant',
      data: { ...DEMO_RESTAURANT, identity: stored },
    }),
    ...routes,
  })
  const user = userEvent.setup()
  const screenShown =
    shown === 'alone' ? (
      <>
        <HeaderName />
        <IdentityEditor identity={DEMO_IDENTITY} />
      </>
    ) : (
      <BackOffice />
    )
  const view = renderWithProviders(screenShown, {
    route: '/admin?tab=settings',
    token: 'admin-token',
    ...(language ? { language } : {}),
  })
  return { calls, user, view }
}

/** The restaurant's name as the header shows it. */
function HeaderName() {
  return <p className="header-name">{useRestaurantName()}</p>
}

const form = (name = 'Restaurant') => screen.findByRole('form', { name })
const saves = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PUT' && call.url === '/api/admin/restaurant/identity')

describe('settings: the restaurant', () => {
  it('loads what is saved', async () => {
    renderSettings()
    const section = await form()
    expect(within(section).getByLabelText('Name')).toHaveValue('Quán')
    expect(within(section).getByLabelText('Street and number')).toHaveValue('Obchodná 12')
    expect(within(section).getByLabelText('Latitude')).toHaveValue('48.14668')
    expect(within(section).getByLabelText('Country')).toHaveValue('SK')
    expect(within(section).getByRole('option', { name: 'Slovakia' })).toBeInTheDocument()
    expect(within(section).getByRole('checkbox', { name: 'Slovak' })).toBeChecked()
    expect(within(section).getByLabelText('Default language')).toHaveValue('en')
    expect(within(section).getByRole('link', { name: 'Open on OpenStreetMap' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=48.14668&mlon=17.10745'),
    )
  })

  it('saves the whole identity as edited, and the header reads it again', async () => {
    // The editor alone: the rest of Settings would only make each step slower.
    const { calls, user, view } = renderSettings({}, undefined, 'alone')
    const section = await form()
    const field = (label: string) => within(section).getByLabelText(label)
    // Pasted, not typed key by key: the form is long, and the point is what is sent.
    const fill = async (label: string, value: string) => {
      await user.clear(field(label))
      await user.click(field(label))
      await user.paste(value)
    }
    await fill('Name', 'Phở Hà Nội')
    await user.click(within(section).getByRole('tab', { name: 'Slovak' }))
    await fill('Short description (Slovak)', 'Hanojské phở v Košiciach')
    await fill('Street and number', 'Hlavná 5')
    await fill('Postal code', '040 01')
    await fill('City', 'Košice')
    await fill('Latitude', '48.7164')
    await fill('Longitude', '21.2611')
    await fill('Phone', '+421 905 111 222')
    await fill('Public e-mail', 'ahoj@phohanoi.sk')
    await fill('Company ID (IČO)', '12345678')
    await fill('VAT ID (IČ DPH)', 'SK2023456789')
    await user.click(within(section).getByRole('checkbox', { name: 'English' }))
    await user.selectOptions(field('Default language'), 'sk')
    await user.click(within(section).getByRole('button', { name: 'Save the restaurant' }))

    expect(await within(section).findByText('The restaurant is saved.')).toBeInTheDocument()
    expect(saves(calls)).toHaveLength(1)
    expect(saves(calls)[0]!.body).toEqual({
      ...DEMO_IDENTITY,
      name: 'Phở Hà Nội',
      description: { ...DEMO_IDENTITY.description, sk: 'Hanojské phở v Košiciach' },
      address: { street: 'Hlavná 5', postalCode: '040 01', city: 'Košice' },
      position: { latitude: 48.7164, longitude: 21.2611 },
      phone: '+421 905 111 222',
      email: 'ahoj@phohanoi.sk',
      legal: { ...DEMO_IDENTITY.legal, companyId: '12345678', vatId: 'SK2023456789' },
      languages: ['vi', 'sk'],
      defaultLanguage: 'sk',
    })
    // The shop's ['restaurant'] is asked again: the header shows the new name.
    await waitFor(() =>
      expect(document.querySelector('.header-name')).toHaveTextContent('Phở Hà Nội'),
    )
    expect(view.queryClient.getQueryData(restaurantKey)).toMatchObject({
      identity: { name: 'Phở Hà Nội' },
    })
  })

  it('checks the draft with the server’s rules before sending it', async () => {
    const { calls, user } = renderSettings()
    const section = await form()
    const latitude = within(section).getByLabelText('Latitude')
    await user.clear(latitude)
    await user.type(latitude, 'north')
    await user.click(within(section).getByRole('button', { name: 'Save the restaurant' }))
    expect(latitude).toHaveAttribute('aria-invalid', 'true')
    expect(latitude).toHaveAccessibleDescription(
      expect.stringContaining('The map position must be a latitude from -90 to 90'),
    )
    expect(latitude).toHaveFocus()
    expect(within(section).queryByRole('link', { name: 'Open on OpenStreetMap' })).toBeNull()
    expect(saves(calls)).toHaveLength(0)
  })

  it('does not let the last language go unnoticed: at least one is offered', async () => {
    const { calls, user } = renderSettings()
    const section = await form()
    for (const name of ['Vietnamese', 'English', 'Slovak'])
      await user.click(within(section).getByRole('checkbox', { name }))
    await user.click(within(section).getByRole('button', { name: 'Save the restaurant' }))
    expect(
      await within(section).findByText('Offer at least one of the languages, each once'),
    ).toBeInTheDocument()
    expect(saves(calls)).toHaveLength(0)
  })

  it('shows the server’s refusal under its field, in the owner’s language', async () => {
    const { user } = renderSettings(
      {
        [PUT]: () => ({
          status: 400,
          body: {
            success: false,
            message: 'Validation failed',
            code: 'VALIDATION_FAILED',
            errors: { 'address.city': 'Please fill this in', phone: 'Bad phone' },
            fieldCodes: {
              'address.city': 'SETTING_TEXT_REQUIRED',
              phone: 'RESTAURANT_PHONE_INVALID',
            },
          },
        }),
      },
      'sk',
    )
    const section = await form('Reštaurácia')
    await user.click(within(section).getByRole('button', { name: 'Uložiť reštauráciu' }))
    const city = within(section).getByLabelText('Mesto')
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'))
    expect(city).toHaveAccessibleDescription('Vyplňte, prosím, toto pole')
    expect(within(section).getByLabelText('Telefón')).toHaveAccessibleDescription(
      expect.stringContaining('Napíšte telefón s predvoľbou krajiny'),
    )
    expect(within(section).getByLabelText('Ulica a číslo')).not.toHaveAttribute('aria-invalid')
  })
})

describe('byField', () => {
  it('puts the body’s paths under the form’s fields', () => {
    const refusal = { code: undefined, message: 'no' }
    expect(
      Object.keys(
        byField({
          'address.city': refusal,
          'position.latitude': refusal,
          'legal.vatId': refusal,
          'description.sk': refusal,
          'languages.1': refusal,
          name: refusal,
        }),
      ),
    ).toEqual(['city', 'latitude', 'vatId', 'description', 'languages', 'name'])
  })
})
