// What the other modules read of the categories (the menu, the back office's dish editor):
// the queries they need, named here so that category/repo.ts stays this module's own.
export { findCategoryByName, insertCategories, listCategories } from './repo'
