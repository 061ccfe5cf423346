import {
  DEFAULT_RESTAURANT_COUNTRY,
  DEFAULT_RESTAURANT_HOURS,
  type DeliveryArea,
  type DineInSettings,
  type KitchenPace,
  type OrderingSettings,
  type PersonalDataSettings,
  type PaymentSettings,
  type RestaurantCountry,
  type RestaurantHours,
  type RestaurantIdentity,
  type RestaurantLook,
  type VatSettings,
} from '@quan/domain'
import { identitySetting } from '../restaurant/identity'
import type { RestaurantWords } from '@quan/domain/restaurant/words'
import { restaurantWordsSetting } from '../restaurant/words'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import { restaurantLegalSetting } from '../restaurant/legal'
import { deliveryAreasSetting } from './delivery-areas'
import { dineInSetting } from './dine-in'
import { kitchenPaceSetting } from './kitchen-pace'
import { orderingSetting } from './ordering'
import { paymentMethodsSetting } from './payment-methods'
import { restaurantLookSetting } from './restaurant-look'
import { restaurantHoursSetting } from './restaurant-hours'
import { SettingBook, type SettingBookOptions } from './setting-book'
import { vatRatesSetting } from './vat-rates'
import { kitchenTicketsSetting, type StoredKitchenTickets } from './kitchen-tickets'
import { personalDataSetting } from '../personal-data/settings'

/** Where another instance's change of a setting is heard (the relay, on PostgreSQL). */
export interface SettingChanges {
  /** `key` is the setting changed; none when any may have changed while the link was down. */
  onSettingsChanged(listener: (key?: string) => void): () => void
}

/** What the environment says until the owner saves their own in Settings. */
export interface FirstValues {
  /** RESTAURANT_COUNTRY (SK when not given) */
  country?: RestaurantCountry
  /** RESTAURANT_TZ, DELIVERY_HOURS, PICKUP_HOURS and SPEC's opening hours (issue 21 §4). */
  restaurantHours?: RestaurantHours
}

/**
 * Every setting the shop reads as it works, each in a book of its own, and the one
 * subscription that keeps them in step with the other instances.
 */
export class SettingShelf {
  /** Where the restaurant delivers and at what price. */
  readonly deliveryAreas: SettingBook<readonly DeliveryArea[]>
  /** Whether the kitchen has paused new orders, and its busy delay. */
  readonly kitchen: SettingBook<KitchenPace>
  /** Pickup, orders for later, lead times and the slot cap (issue 11 §1, §2). */
  readonly ordering: SettingBook<OrderingSettings>
  /** Who the restaurant is: name, address, phone, legal identity, languages (issue 21 §1). */
  readonly restaurantIdentity: SettingBook<RestaurantIdentity>
  /** The restaurant's logo, brand colour and home banner (issue 21 §2). */
  readonly restaurantLook: SettingBook<RestaurantLook>
  /** The restaurant's hours, closures and time zone (issue 21 §4). */
  readonly restaurantHours: SettingBook<RestaurantHours>
  /** The restaurant's words per language: banner, about story, FAQ, contact intro (issue 21 §3). */
  readonly restaurantWords: SettingBook<RestaurantWords>
  /** The ways of paying offered at the checkout (issue 22 §1). */
  readonly paymentMethods: SettingBook<PaymentSettings>
  /** The VAT rates, the dishes' default and the delivery fee's (issue 22 §2). */
  readonly vatRates: SettingBook<VatSettings>
  /** The restaurant's terms, privacy notice and allergen note per language (issue 22 §2). */
  readonly restaurantLegal: SettingBook<RestaurantLegal>
  /** The kitchen tickets' language and when a network printer prints them (issue 23 §2). */
  readonly kitchenTickets: SettingBook<StoredKitchenTickets>
  /** How long a guest's personal data is kept once done (issue 24 §4). */
  readonly personalData: SettingBook<PersonalDataSettings>
  /** Ordering at the table: on or off, the tables, the sheet's generation (issue 24 §5). */
  readonly dineIn: SettingBook<DineInSettings>

  constructor(options: SettingBookOptions & FirstValues) {
    this.deliveryAreas = new SettingBook(deliveryAreasSetting, options)
    this.kitchen = new SettingBook(kitchenPaceSetting, options)
    this.ordering = new SettingBook(orderingSetting, options)
    this.restaurantIdentity = new SettingBook(
      identitySetting(options.country ?? DEFAULT_RESTAURANT_COUNTRY),
      options,
    )
    this.restaurantLook = new SettingBook(restaurantLookSetting, options)
    this.restaurantHours = new SettingBook(
      restaurantHoursSetting(options.restaurantHours ?? DEFAULT_RESTAURANT_HOURS),
      options,
    )
    this.restaurantWords = new SettingBook(restaurantWordsSetting, options)
    this.paymentMethods = new SettingBook(paymentMethodsSetting, options)
    this.vatRates = new SettingBook(vatRatesSetting, options)
    this.restaurantLegal = new SettingBook(restaurantLegalSetting, options)
    this.kitchenTickets = new SettingBook(kitchenTicketsSetting, options)
    this.personalData = new SettingBook(personalDataSetting, options)
    this.dineIn = new SettingBook(dineInSetting, options)
  }

  private get books(): Pick<SettingBook<unknown>, 'key' | 'forget'>[] {
    return [
      this.deliveryAreas,
      this.kitchen,
      this.ordering,
      this.restaurantIdentity,
      this.restaurantLook,
      this.restaurantHours,
      this.restaurantWords,
      this.paymentMethods,
      this.vatRates,
      this.restaurantLegal,
      this.kitchenTickets,
      this.personalData,
      this.dineIn,
    ]
  }

  /** Forgets the setting changed elsewhere, or every one when which is not known. */
  forget(key?: string) {
    for (const book of this.books) if (key === undefined || book.key === key) book.forget()
  }

  /** Hears the other instances' changes, once for the whole shelf. */
  listen(changes: SettingChanges): () => void {
    return changes.onSettingsChanged((key) => this.forget(key))
  }
}
