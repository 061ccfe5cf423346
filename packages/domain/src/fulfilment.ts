/**
 * How an order reaches the guest (issue 11 §1): brought to their address, or collected at the
 * restaurant. Apart from SPEC's `orderType` (guest or registered), which keeps its meaning.
 * An order that names none is a delivery, as every order was before pickup existed.
 */
export const FULFILMENTS = ['delivery', 'pickup'] as const
export type Fulfilment = (typeof FULFILMENTS)[number]
export const DEFAULT_FULFILMENT: Fulfilment = 'delivery'
