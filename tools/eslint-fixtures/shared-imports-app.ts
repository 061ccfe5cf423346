// Linted as a file of shared/: app/ sits above it.
import { screens } from '../../app/screens'

export const fixture = screens
