// Linted as a file of admin/orders: marking a dish sold out is the menu section's own call.
import { useMarkSoldOut } from '../menu/api'

export const fixture = useMarkSoldOut
