import { apiRequest } from '../../../shared/api/client'
import type { Category, Food } from '../../../shared/menu/types'

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

export type PricingMode = 'override' | 'add'
export type EditableStatus = 'active' | 'inactive'

/** The full dish body that create and edit both take (euros). */
export interface DishBody {
  name: string
  nameVI: string
  nameEN: string
  nameSK: string
  description: string
  price: number
  sku: string
  category: string
  status: EditableStatus
  image: string
  isPromotion: boolean
  promotionPrice: number
  options: {
    name: string
    pricingMode: PricingMode
    defaultChoiceCode: string
    choices: { code: string; label: string; price: number; image?: string }[]
  }[]
}

interface Answer<T> {
  success: true
  message: string
  data: T
}

export const createDish = (body: DishBody) =>
  apiRequest<Answer<Food>>(menuApi.foods, { method: 'POST', body, auth: true })

export const updateDish = (id: string, body: DishBody) =>
  apiRequest<Answer<Food>>(menuApi.food(id), { method: 'PUT', body, auth: true })

export const archiveDish = (id: string) =>
  apiRequest<Answer<Food>>(menuApi.archive(id), { method: 'POST', auth: true })

export const restoreDish = (id: string) =>
  apiRequest<Answer<Food>>(menuApi.restore(id), { method: 'POST', auth: true })

export interface CategoryBody {
  name: string
  image?: string
}

export const createCategory = (body: CategoryBody) =>
  apiRequest<Answer<Category>>(menuApi.categories, { method: 'POST', body, auth: true })

export const updateCategory = (id: string, body: CategoryBody) =>
  apiRequest<Answer<Category>>(menuApi.category(id), { method: 'PUT', body, auth: true })

export const reorderCategories = (ids: string[]) =>
  apiRequest<Answer<Category[]>>(menuApi.categoryOrder, {
    method: 'PUT',
    body: { ids },
    auth: true,
  })

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The server refuses bigger files (413); checking first spares a slow phone the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export interface UploadedImage {
  image: string
  width: number
  height: number
}

/**
 * POST /api/admin/images with the file itself as the body. A file the browser cannot type (or
 * types otherwise) goes as application/octet-stream: the server judges by its content anyway.
 */
export function uploadImage(file: File, signal?: AbortSignal) {
  const known = (IMAGE_TYPES as readonly string[]).includes(file.type)
  return apiRequest<Answer<UploadedImage>>(menuApi.images, {
    method: 'POST',
    raw: known ? file : new Blob([file], { type: 'application/octet-stream' }),
    auth: true,
    signal,
  })
}
