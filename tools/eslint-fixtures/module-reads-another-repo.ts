// Linted as a file of the order module: the cart's SQL is the cart module's, called through its service.
import { clearCart } from '../cart/repo'

export const fixture = clearCart
