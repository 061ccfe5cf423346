// Linted as a file of shared/: shared code sits below every feature.
import { LineImage } from '../../features/cart/line-image'

export const fixture = LineImage
