import type { Language } from './language'
import type { Cents } from './money'
import type { ReportExport } from './requests/reports'

// Reports as CSV for a spreadsheet (issue 23 §3): the number form and the headers of each
// language. The rows themselves are the server's (modules/reports).

/** How a spreadsheet in the language reads numbers and separates cells. */
export interface CsvForm {
  separator: ',' | ';'
  decimal: ',' | '.'
}

/**
 * Vietnamese and Slovak write 12,50; a spreadsheet set up so splits cells on `;` (Excel takes the
 * list separator from the locale). English writes 12.50 and splits on `,`.
 */
export function csvFormOf(language: Language): CsvForm {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' }
}

/** Cents as a decimal amount in euros, no thousands separator: 1250 -> '12,50' or '12.50'. */
export function centsText(cents: Cents, form: CsvForm): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}${form.decimal}${String(whole % 100).padStart(2, '0')}`
}

/** A percent kept in basis points, as a decimal: 1900 -> '19', 1050 -> '10,5'. */
export function basisPointsText(basisPoints: number, form: CsvForm): string {
  return String(basisPoints / 100).replace('.', form.decimal)
}

type Texts = Record<Language, string>

/** The words of the exports' headers. */
export const REPORT_CSV_WORDS = {
  start: { vi: 'Từ ngày', en: 'Start', sk: 'Od' },
  orders: { vi: 'Số đơn', en: 'Orders', sk: 'Objednávky' },
  items: {
    vi: 'Món (trước giảm giá)',
    en: 'Items (before discounts)',
    sk: 'Položky (pred zľavami)',
  },
  discount: { vi: 'Giảm giá', en: 'Discounts', sk: 'Zľavy' },
  deliveryFee: { vi: 'Phí giao hàng', en: 'Delivery fees', sk: 'Poplatky za doručenie' },
  gross: { vi: 'Doanh thu', en: 'Gross', sk: 'Tržby' },
  refunds: { vi: 'Hoàn tiền', en: 'Refunds', sk: 'Vrátené' },
  net: { vi: 'Sau hoàn tiền', en: 'Net of refunds', sk: 'Po vrátení' },
  base: { vi: 'Chưa thuế', en: 'Base', sk: 'Základ' },
  vat: { vi: 'Thuế GTGT', en: 'VAT', sk: 'DPH' },
  dish: { vi: 'Món', en: 'Dish', sk: 'Jedlo' },
  dishId: { vi: 'Mã món', en: 'Dish ID', sk: 'ID jedla' },
  category: { vi: 'Danh mục', en: 'Category', sk: 'Kategória' },
  count: { vi: 'Số lượng', en: 'Quantity', sk: 'Množstvo' },
  revenue: { vi: 'Doanh thu', en: 'Revenue', sk: 'Tržby' },
  weekday: { vi: 'Thứ (1 = thứ Hai)', en: 'Weekday (1 = Monday)', sk: 'Deň (1 = pondelok)' },
  hour: { vi: 'Giờ', en: 'Hour', sk: 'Hodina' },
  date: { vi: 'Ngày', en: 'Date', sk: 'Dátum' },
  code: { vi: 'Mã đơn', en: 'Order code', sk: 'Kód objednávky' },
  unitPrice: { vi: 'Đơn giá', en: 'Unit price', sk: 'Jednotková cena' },
  lineTotal: { vi: 'Thành tiền', en: 'Line total', sk: 'Spolu' },
  vatPercent: { vi: 'Thuế suất %', en: 'VAT %', sk: 'Sadzba DPH %' },
  fulfilment: { vi: 'Hình thức', en: 'Fulfilment', sk: 'Spôsob' },
  table: { vi: 'B\u00e0n', en: 'Table', sk: 'St\u00f4l' },
  paymentMethod: { vi: 'Thanh toán', en: 'Payment method', sk: 'Platba' },
  status: { vi: 'Trạng thái', en: 'Status', sk: 'Stav' },
} as const satisfies Record<string, Texts>
export type ReportCsvWord = keyof typeof REPORT_CSV_WORDS

/** A file name for an export: `quan-sales-day-2026-01-01-2026-01-31.csv`. */
export const reportFileName = (report: ReportExport, from: string, to: string): string =>
  `quan-${report}-${from}-${to}.csv`
