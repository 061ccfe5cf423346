import { toCents, formatEuroCents } from '@quan/domain/money'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n'
import { fetchShopConfig } from '../shop-config'
import { useDeliveryTime } from './delivery-time'

export const deliveryFactsKey = ['config', 'delivery-facts'] as const

/** A sentence each: where, how soon and for what the restaurant delivers. */
export interface DeliveryFacts {
  /** Empty when one area takes every postal code. */
  areas: string
  time: string
  fee: string
}

/**
 * What the FAQ and the page descriptions say of delivery, read from the restaurant's settings
 * (issue 19 §2.5): its areas and their fees, and the current estimate with the busy delay
 * (delivery-time.ts). Null until they are read (and in the server's HTML): the texts then promise no figure.
 */
export function useDeliveryFacts(): DeliveryFacts | null {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const queryClient = useQueryClient()
  const time = useDeliveryTime()
  const { data: areas } = useQuery({
    queryKey: deliveryFactsKey,
    queryFn: () => fetchShopConfig(queryClient).then((config) => config.deliveryAreas),
    staleTime: 60_000,
  })
  if (!areas || areas.length === 0 || !time) return null
  const fees = areas.map((area) => toCents(area.fee))
  const lowest = Math.min(...fees)
  const highest = Math.max(...fees)
  const euros = (cents: number) => formatEuroCents(cents, language)
  const everywhere = areas.some((area) => area.postalCodes.includes('*'))
  return {
    areas: everywhere
      ? ''
      : t('deliveryFacts.areas', { areas: areas.map((area) => area.name).join(', ') }),
    time,
    fee:
      lowest === highest
        ? lowest === 0
          ? t('deliveryFacts.free')
          : t('deliveryFacts.fee', { fee: euros(lowest) })
        : t('deliveryFacts.fees', { lowest: euros(lowest), highest: euros(highest) }),
  }
}
