/** Google review screenshots (docs/product.md, screens, §9): plain constants, no zod, usable by the client. */
export const SCREENSHOT_MAX_BYTES = 5_242_880;
export const ADMIN_NOTES_MAX = 500;
