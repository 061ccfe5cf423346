import {
  deliveryAreas,
  ordering,
  paymentSettings,
  restaurantHours,
  restaurantIdentity,
  restaurantLook,
  restaurantWords,
  saveDeliveryAreas,
  saveOrdering,
  savePaymentSettings,
  saveRestaurantHours,
  saveRestaurantIdentity,
  saveRestaurantLook,
  saveRestaurantWords,
  uploadBanner as uploadBannerAt,
  uploadLogo as uploadLogoAt,
  adminRestaurantLegal,
  saveRestaurantLegal,
} from '@quan/domain/api/addresses'
import type { RestaurantLook } from '@quan/domain/restaurant/look'
import type { RestaurantHours } from '@quan/domain/restaurant/hours-calendar'
import type { Restaurant, RestaurantIdentity } from '@quan/domain/restaurant'
import type { RestaurantWordsBody } from '@quan/domain/restaurant/words'
import type { RestaurantLegal } from '@quan/domain/restaurant/legal'
import type { OrderingSettings } from '@quan/domain/fulfilment'
import type { PaymentSettings } from '@quan/domain/payments'
import type { DeliveryAreasBody } from '@quan/domain/delivery-areas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/client'
import { applyLook } from './apply-look'
import { deliveryAreasKey } from '../../../shared/delivery/use-delivery-quote'
import { restaurantKey } from '../../../shared/restaurant'
import { refetchConfigView, shopConfigKey } from '../../../shared/shop-config'
import { setupKey } from './menu-file-api'

export const settingsKeys = {
  deliveryAreas: ['office', 'delivery-areas'] as const,
  ordering: ['office', 'ordering'] as const,
  identity: ['office', 'restaurant', 'identity'] as const,
  words: ['office', 'restaurant-words'] as const,
  legal: ['office', 'restaurant-legal'] as const,
  look: ['office', 'restaurant-look'] as const,
  hours: ['office', 'restaurant-hours'] as const,
  payments: ['office', 'payments'] as const,
}

/** GET /api/admin/payments (issue 22 §1): the ways of paying, and whether online can be. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: settingsKeys.payments,
    queryFn: () => call(paymentSettings, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/payments: every way at once; at least one stays on. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: PaymentSettings) =>
      call(savePaymentSettings, { body: settings, auth: true }).then((answer) => answer.data),
    onSuccess: (stored) => {
      queryClient.setQueryData(settingsKeys.payments, stored)
      // The shop's own checkout in this browser reads them again.
      void queryClient.invalidateQueries({ queryKey: shopConfigKey })
    },
  })
}

/** GET /api/admin/delivery-areas: where the restaurant delivers; amounts in euros. */
export function useDeliveryAreasSetting() {
  return useQuery({
    queryKey: settingsKeys.deliveryAreas,
    queryFn: () => call(deliveryAreas, { auth: true }).then((answer) => answer.data.areas),
    staleTime: 0,
  })
}

/** PUT /api/admin/delivery-areas: the whole list replaces the one stored. */
export function useSaveDeliveryAreas() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (areas: DeliveryAreasBody['areas']) =>
      call(saveDeliveryAreas, { body: { areas }, auth: true }).then((answer) => answer.data.areas),
    onSuccess: (areas) => {
      queryClient.setQueryData(settingsKeys.deliveryAreas, areas)
      // The setup checklist ticks its step (issue 21 §5).
      void queryClient.invalidateQueries({ queryKey: setupKey })
      // The shop's own quote (cart and checkout in this browser) reads them again.
      void refetchConfigView(queryClient, deliveryAreasKey)
    },
  })
}

/** GET /api/admin/ordering: pickup, orders for later, lead times and the slot cap. */
export function useOrderingSetting() {
  return useQuery({
    queryKey: settingsKeys.ordering,
    queryFn: () => call(ordering, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/ordering: every setting at once. */
export function useSaveOrdering() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: OrderingSettings) =>
      call(saveOrdering, { body: settings, auth: true }).then((answer) => answer.data),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.ordering, settings)
      // The shop's own checkout in this browser reads them again.
      void queryClient.invalidateQueries({ queryKey: shopConfigKey })
    },
  })
}

/** GET /api/admin/restaurant/identity: the restaurant's name, address, contacts and languages. */
export function useIdentitySetting() {
  return useQuery({
    queryKey: settingsKeys.identity,
    queryFn: () => call(restaurantIdentity, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** GET /api/admin/restaurant/words: every language's banner, about story, FAQ, contact intro. */
export function useRestaurantWordsSetting() {
  return useQuery({
    queryKey: settingsKeys.words,
    queryFn: () => call(restaurantWords, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/restaurant/identity: the whole identity at once. */
export function useSaveIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (identity: RestaurantIdentity) =>
      call(saveRestaurantIdentity, { body: identity, auth: true }).then((answer) => answer.data),
    onSuccess: (identity) => {
      queryClient.setQueryData(settingsKeys.identity, identity)
      // The header, the title and every guest page in this browser read it again, and the setup
      // checklist ticks the name and address.
      void queryClient.invalidateQueries({ queryKey: restaurantKey })
      void queryClient.invalidateQueries({ queryKey: setupKey })
    },
  })
}

/** PUT /api/admin/restaurant/words: every language's words at once. */
export function useSaveRestaurantWords() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (words: RestaurantWordsBody) =>
      call(saveRestaurantWords, { body: words, auth: true }).then((answer) => answer.data),
    onSuccess: (words) => {
      queryClient.setQueryData(settingsKeys.words, words)
      // The shop's pages in this browser show them at once.
      queryClient.setQueryData<Restaurant>(restaurantKey, (restaurant) =>
        restaurant ? { ...restaurant, words } : restaurant,
      )
    },
  })
}

/** GET /api/admin/restaurant/look: the logo, brand colour and banner, with the colour's tones. */
export function useRestaurantLookSetting() {
  return useQuery({
    queryKey: settingsKeys.look,
    queryFn: () => call(restaurantLook, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** GET /api/admin/restaurant/hours: weekly spans, closures and the time zone (issue 21 §4). */
export function useRestaurantHoursSetting() {
  return useQuery({
    queryKey: settingsKeys.hours,
    queryFn: () => call(restaurantHours, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/restaurant/look: the whole look at once; the page takes on its colour at once. */
export function useSaveRestaurantLook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (look: RestaurantLook) =>
      call(saveRestaurantLook, { body: look, auth: true }).then((answer) => answer.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.look, saved)
      applyLook(saved.look)
      // The header's logo and the home banner show it without asking the server again.
      queryClient.setQueryData<Restaurant>(
        restaurantKey,
        (restaurant) => restaurant && { ...restaurant, look: saved.look },
      )
    },
  })
}

/** A File the browser cannot type (or types otherwise) goes as bytes: the server judges anyway. */
const asSent = (file: File, types: readonly string[]) =>
  types.includes(file.type) ? file : new Blob([file], { type: 'application/octet-stream' })

export const LOGO_TYPES = ['image/svg+xml', 'image/png', 'image/webp'] as const
/** The server refuses bigger logos (413); checking first spares a slow phone the upload. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024

/** POST /api/admin/restaurant/look/logo with the file as the body: the stored logo. */
export const uploadLogo = (file: File, signal?: AbortSignal) =>
  call(uploadLogoAt, { raw: asSent(file, LOGO_TYPES), auth: true, signal }).then(
    (answer) => answer.data,
  )

export const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const MAX_BANNER_BYTES = 5 * 1024 * 1024

/** POST /api/admin/restaurant/look/banner: stored at a dish picture's two sizes. */
export const uploadBanner = (file: File, signal?: AbortSignal) =>
  call(uploadBannerAt, { raw: asSent(file, BANNER_TYPES), auth: true, signal }).then(
    (answer) => answer.data,
  )

/** PUT /api/admin/restaurant/hours: the whole hours at once. */
export function useSaveRestaurantHours() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (hours: RestaurantHours) =>
      call(saveRestaurantHours, { body: hours, auth: true }).then((answer) => answer.data),
    onSuccess: (hours) => {
      queryClient.setQueryData(settingsKeys.hours, hours)
      // The setup checklist's 'Opening hours' step is done now.
      void queryClient.invalidateQueries({ queryKey: setupKey })
      // The shop's pages and checkout in this browser read them again.
      void queryClient.invalidateQueries({ queryKey: shopConfigKey })
      void queryClient.invalidateQueries({ queryKey: restaurantKey })
    },
  })
}

/** GET /api/admin/restaurant/legal: the terms, privacy notice and allergen note (issue 22 §2). */
export function useRestaurantLegalSetting() {
  return useQuery({
    queryKey: settingsKeys.legal,
    queryFn: () => call(adminRestaurantLegal, { auth: true }).then((answer) => answer.data),
    staleTime: 0,
  })
}

/** PUT /api/admin/restaurant/legal: every language's three texts at once. */
export function useSaveRestaurantLegal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (legal: RestaurantLegal) =>
      call(saveRestaurantLegal, { body: legal, auth: true }).then((answer) => answer.data),
    onSuccess: (legal) => {
      queryClient.setQueryData(settingsKeys.legal, legal)
      // The legal pages in this browser read them again.
      void queryClient.invalidateQueries({ queryKey: ['restaurant-legal'] })
    },
  })
}
