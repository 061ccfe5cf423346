import {
  categoriesReorderedAnswer,
  categorySavedAnswer,
  foodRemovedAnswer,
  foodSavedAnswer,
  imageUploadedAnswer,
} from '../answers/menu'
import {
  categoryBody,
  categoryOrderBody,
  dishBody,
  foodEditBody,
  foodRemoveBody,
  soldOutBody,
} from '../requests/menu'
import * as at from './addresses'
import { byId, declare } from './declare'

// The back office's menu: dishes, categories and pictures.

export const createDish = declare(at.createDish, {
  body: dishBody,
  answers: { 201: foodSavedAnswer },
})
export const updateDish = declare(at.updateDish, {
  params: byId,
  body: dishBody,
  answers: { 200: foodSavedAnswer },
})
export const archiveDish = declare(at.archiveDish, {
  params: byId,
  answers: { 200: foodSavedAnswer },
})
export const restoreDish = declare(at.restoreDish, {
  params: byId,
  answers: { 200: foodSavedAnswer },
})
/** Issue 12 §3: sold out until the next opening day, or back on sale. */
export const dishSoldOut = declare(at.dishSoldOut, {
  params: byId,
  body: soldOutBody,
  answers: { 200: foodSavedAnswer },
})

/** SPEC's reference client's edit and delete, kept beside the back office's own. */
export const editFood = declare(at.editFood, {
  params: byId,
  body: foodEditBody,
  answers: { 200: foodSavedAnswer },
})
export const removeFood = declare(at.removeFood, {
  body: foodRemoveBody,
  answers: { 200: foodRemovedAnswer },
})

export const createCategory = declare(at.createCategory, {
  body: categoryBody,
  answers: { 201: categorySavedAnswer },
})
export const reorderCategories = declare(at.reorderCategories, {
  body: categoryOrderBody,
  answers: { 200: categoriesReorderedAnswer },
})
export const updateCategory = declare(at.updateCategory, {
  params: byId,
  body: categoryBody,
  answers: { 200: categorySavedAnswer },
})

/** The picture's bytes are the whole body, any Content-Type: no JSON schema to check. */
export const uploadImage = declare(at.uploadImage, { answers: { 201: imageUploadedAnswer } })
