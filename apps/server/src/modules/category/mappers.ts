import type { Category } from '@quan/domain'
import type { CategoryTable } from '../../db/schema'

/** A category as GET /api/category sends it (SPEC §7), with its names per language. */
export type CategoryDto = Category

export function categoryToDto(row: CategoryTable): CategoryDto {
  return {
    _id: row.id,
    name: row.name,
    nameVI: row.name_vi,
    nameEN: row.name_en,
    nameSK: row.name_sk,
    image: row.image ?? '',
    // Only when set (issue 22 §2), so a menu without its own rates reads as before.
    ...(row.vat_rate_id ? { vatRateId: row.vat_rate_id } : {}),
  }
}
