// A customer's saved delivery addresses (issue 24 §3). Apart from the schema, so the web's
// error texts can name the cap without taking zod.

/** How many addresses one account may keep: a home, a work, a few friends, never a list. */
export const MAX_SAVED_ADDRESSES = 10
