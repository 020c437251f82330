// No zod here: browser code (the home hero's IIIF derivatives) needs the path without the schemas.

/** Where the gateway serves the demo dataset's generated images. */
export const CATALOGUE_MEDIA_PATH = '/api/public/catalogue/media';
