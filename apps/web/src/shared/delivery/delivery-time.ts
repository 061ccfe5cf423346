import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fetchShopConfig } from '../shop-config'

export const deliveryTimeKey = ['config', 'delivery-time'] as const

/**
 * How soon the restaurant delivers, as a sentence: its current estimate with the busy delay
 * (issue 19 §2.5). Empty until it is read (and in the server's HTML), and when it delivers
 * nowhere. Apart from the other delivery facts (delivery-facts.ts) because the home page's
 * about-us block says only this, and their formatting need not come with the first visit.
 */
export function useDeliveryTime(): string {
  const { t } = useTranslation('common')
  const queryClient = useQueryClient()
  const { data } = useQuery({
    queryKey: deliveryTimeKey,
    queryFn: () =>
      fetchShopConfig(queryClient).then((config) =>
        config.deliveryAreas.length > 0 ? config.kitchen.estimate : null,
      ),
    staleTime: 60_000,
  })
  return data ? t('deliveryFacts.time', { from: data.fromMinutes, to: data.toMinutes }) : ''
}

/** Sentences joined as a paragraph, the empty ones left out. */
export const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ')
