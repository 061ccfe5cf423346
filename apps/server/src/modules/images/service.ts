// The back office's uploads store their pictures here (admin-menu/image-upload.ts): the one
// write other modules make of the images, named here so that images/repo.ts stays this module's own.
export { insertImage } from './repo'
