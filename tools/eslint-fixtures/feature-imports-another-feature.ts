// Linted as a file of features/checkout: the cart's own picture belongs to the cart feature.
import { LineImage } from '../cart/line-image'

export const fixture = LineImage
