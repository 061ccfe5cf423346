import type {
  CategoriesReorderedAnswer,
  CategorySavedAnswer,
  FoodSavedAnswer,
  ImageUploadedAnswer,
} from '@quan/domain/answers'
import type { CategoryBody, CategoryOrderBody, DishBody } from '@quan/domain/validation'
import { apiRequest } from '../../../shared/api/client'

/**
 * The back office's menu calls (docs: menu management contract). URLs are kept here rather
 * than in config/paths.ts because only this section uses them and the shop never loads them.
 */
export const menuApi = {
  foods: '/api/admin/foods',
  food: (id: string) => `/api/admin/foods/${encodeURIComponent(id)}`,
  archive: (id: string) => `/api/admin/foods/${encodeURIComponent(id)}/archive`,
  restore: (id: string) => `/api/admin/foods/${encodeURIComponent(id)}/restore`,
  categories: '/api/admin/categories',
  category: (id: string) => `/api/admin/categories/${encodeURIComponent(id)}`,
  categoryOrder: '/api/admin/categories/order',
  images: '/api/admin/images',
} as const

export const createDish = (body: DishBody) =>
  apiRequest<FoodSavedAnswer>(menuApi.foods, { method: 'POST', body, auth: true })

export const updateDish = (id: string, body: DishBody) =>
  apiRequest<FoodSavedAnswer>(menuApi.food(id), { method: 'PUT', body, auth: true })

export const archiveDish = (id: string) =>
  apiRequest<FoodSavedAnswer>(menuApi.archive(id), { method: 'POST', auth: true })

export const restoreDish = (id: string) =>
  apiRequest<FoodSavedAnswer>(menuApi.restore(id), { method: 'POST', auth: true })

export const createCategory = (body: CategoryBody) =>
  apiRequest<CategorySavedAnswer>(menuApi.categories, { method: 'POST', body, auth: true })

export const updateCategory = (id: string, body: CategoryBody) =>
  apiRequest<CategorySavedAnswer>(menuApi.category(id), { method: 'PUT', body, auth: true })

export const reorderCategories = (ids: string[]) =>
  apiRequest<CategoriesReorderedAnswer>(menuApi.categoryOrder, {
    method: 'PUT',
    body: { ids } satisfies CategoryOrderBody,
    auth: true,
  })

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The server refuses bigger files (413); checking first spares a slow phone the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * POST /api/admin/images with the file itself as the body. A file the browser cannot type (or
 * types otherwise) goes as application/octet-stream: the server judges by its content anyway.
 */
export function uploadImage(file: File, signal?: AbortSignal) {
  const known = (IMAGE_TYPES as readonly string[]).includes(file.type)
  return apiRequest<ImageUploadedAnswer>(menuApi.images, {
    method: 'POST',
    raw: known ? file : new Blob([file], { type: 'application/octet-stream' }),
    auth: true,
    signal,
  })
}
