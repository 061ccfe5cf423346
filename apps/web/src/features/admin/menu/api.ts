import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import * as at from '@quan/domain/api/addresses'
import { call, type ApiError } from '../../../shared/api/client'
import { WRITE } from '../../../shared/api/mutation'
import { menuKeys } from '../../../shared/menu/queries'
import { adminKeys, removeFood } from '../api'
import type { Category, Food } from '@quan/domain/answers'
import type { CategoryBody, DishBody, SoldOutBody } from '@quan/domain/validation'

// The back office's menu calls, each over its route's declaration (@quan/domain/api).
export const createDish = (body: DishBody) => call(at.createDish, { body, auth: true })

export const updateDish = (id: string, body: DishBody) =>
  call(at.updateDish, { params: { id }, body, auth: true })

export const archiveDish = (id: string) => call(at.archiveDish, { params: { id }, auth: true })

export const restoreDish = (id: string) => call(at.restoreDish, { params: { id }, auth: true })

export const markSoldOut = (id: string, body: SoldOutBody) =>
  call(at.dishSoldOut, { params: { id }, body, auth: true })

export const createCategory = (body: CategoryBody) => call(at.createCategory, { body, auth: true })

export const updateCategory = (id: string, body: CategoryBody) =>
  call(at.updateCategory, { params: { id }, body, auth: true })

export const reorderCategories = (ids: string[]) =>
  call(at.reorderCategories, { body: { ids }, auth: true })

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The server refuses bigger files (413); checking first spares a slow phone the upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/**
 * POST /api/admin/images with the file itself as the body. A file the browser cannot type (or
 * types otherwise) goes as application/octet-stream: the server judges by its content anyway.
 */
export function uploadImage(file: File, signal?: AbortSignal) {
  const known = (IMAGE_TYPES as readonly string[]).includes(file.type)
  return call(at.uploadImage, {
    raw: known ? file : new Blob([file], { type: 'application/octet-stream' }),
    auth: true,
    signal,
  })
}

/** Changes the back office's dish list; the shop's own menu query is refreshed, so shoppers see it. */
function changeDishes(queryClient: QueryClient, update: (list: Food[]) => Food[]) {
  // A change made elsewhere (the orders board's 'sold out today') before the list was ever read
  // must not leave an empty list behind as if it had been.
  if (queryClient.getQueryData(adminKeys.foods)) {
    queryClient.setQueryData<Food[]>(adminKeys.foods, (list) => update(list ?? []))
  }
  void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
}

const replaced = (food: Food) => (list: Food[]) =>
  list.map((item) => (item._id === food._id ? food : item))

export const saveDishKey = ['admin', 'dish', 'save'] as const
export const createCategoryKey = ['admin', 'category', 'create'] as const

/** Creates a dish (no id) or saves an edited one; the list shows the answer. */
export function useSaveDish() {
  const queryClient = useQueryClient()
  return useMutation<Food, ApiError, { id?: string; body: DishBody }>({
    ...WRITE,
    mutationKey: saveDishKey,
    mutationFn: ({ id, body }) =>
      (id ? updateDish(id, body) : createDish(body)).then((answer) => answer.data),
    onSuccess: (food, { id }) =>
      changeDishes(queryClient, id ? replaced(food) : (list) => [...list, food]),
  })
}

/** Takes a dish off the menu, kept for the orders that name it. */
export function useArchiveDish() {
  const queryClient = useQueryClient()
  return useMutation<Food, ApiError, string>({
    ...WRITE,
    mutationFn: (id) => archiveDish(id).then((answer) => answer.data),
    onSuccess: (food) => changeDishes(queryClient, replaced(food)),
  })
}

/** Puts an archived dish back. */
export function useRestoreDish() {
  const queryClient = useQueryClient()
  return useMutation<Food, ApiError, string>({
    ...WRITE,
    mutationFn: (id) => restoreDish(id).then((answer) => answer.data),
    onSuccess: (food) => changeDishes(queryClient, replaced(food)),
  })
}

/** Sold out until the next opening day, or back on sale (issue 12 §3). */
export function useMarkSoldOut() {
  const queryClient = useQueryClient()
  return useMutation<Food, ApiError, { id: string; body: SoldOutBody }>({
    ...WRITE,
    mutationFn: ({ id, body }) => markSoldOut(id, body).then((answer) => answer.data),
    onSuccess: (food) => changeDishes(queryClient, replaced(food)),
  })
}

/** Deletes a dish for good. */
export function useDeleteDish() {
  const queryClient = useQueryClient()
  return useMutation<unknown, ApiError, string>({
    ...WRITE,
    mutationFn: removeFood,
    onSuccess: (_answer, id) =>
      changeDishes(queryClient, (list) => list.filter((item) => item._id !== id)),
  })
}

/** The shop's own category query holds the list, so shoppers' strips follow at once. */
function changeCategories(queryClient: QueryClient, update: (list: Category[]) => Category[]) {
  queryClient.setQueryData<Category[]>(menuKeys.categories, (list) => update(list ?? []))
}

const replacedCategory = (category: Category) => (list: Category[]) =>
  list.map((item) => (item._id === category._id ? category : item))

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation<Category, ApiError, CategoryBody>({
    ...WRITE,
    mutationKey: createCategoryKey,
    mutationFn: (body) => createCategory(body).then((answer) => answer.data),
    onSuccess: (category) => changeCategories(queryClient, (list) => [...list, category]),
  })
}

/** Renames a category; the server renames it on every dish too, so the dishes are read again. */
export function useRenameCategory() {
  const queryClient = useQueryClient()
  return useMutation<Category, ApiError, { id: string; body: CategoryBody }>({
    ...WRITE,
    mutationFn: ({ id, body }) => updateCategory(id, body).then((answer) => answer.data),
    onSuccess: (category) => {
      changeCategories(queryClient, replacedCategory(category))
      void queryClient.invalidateQueries({ queryKey: adminKeys.foods })
      void queryClient.invalidateQueries({ queryKey: menuKeys.foods })
    },
  })
}

/** Gives a category another picture (or none). */
export function useChangeCategoryPicture() {
  const queryClient = useQueryClient()
  return useMutation<Category, ApiError, { id: string; body: CategoryBody }>({
    ...WRITE,
    mutationFn: ({ id, body }) => updateCategory(id, body).then((answer) => answer.data),
    onSuccess: (category) => changeCategories(queryClient, replacedCategory(category)),
  })
}

/** Puts the categories in the order given (every id); the answer is the list in its new order. */
export function useReorderCategories() {
  const queryClient = useQueryClient()
  return useMutation<Category[], ApiError, string[]>({
    ...WRITE,
    mutationFn: (ids) => reorderCategories(ids).then((answer) => answer.data),
    onSuccess: (list) => changeCategories(queryClient, () => list),
  })
}
