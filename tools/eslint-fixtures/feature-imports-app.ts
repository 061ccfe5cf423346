// Linted as a file of a feature: app/ imports the features, so a feature cannot import it.
import { screens } from '../../app/screens'

export const fixture = screens
