// The back office's uploads store their pictures here (admin-menu/image-upload.ts): the one
// write other modules make of the images, named here so that images/repo.ts stays this module's own.
export { insertImage } from './repo'

/** Whether a picture of this name is stored (a look's logo or banner must name one). */
export { imageStored } from './repo'

/** A stored picture's bytes (the app icons are drawn from the logo's largest icon). */
export { findImage as storedImage } from './repo'
