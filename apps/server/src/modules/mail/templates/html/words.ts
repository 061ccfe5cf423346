import type { Language } from '../../../../lib/language'

/** The words the HTML part adds around a mail's text: its footer's labels (issue 22 §3). */
export interface FooterWords {
  /** Before the company's name and registered address. */
  seller: string
  /** IČO */
  companyId: string
  /** DIČ */
  taxId: string
  /** IČ DPH */
  vatId: string
  phone: string
  email: string
}

// The Slovak registers' own abbreviations stay beside the English and Vietnamese names: they
// are what the numbers are called on every Slovak document.
export const FOOTER_WORDS: Record<Language, FooterWords> = {
  en: {
    seller: 'Seller',
    companyId: 'Company ID (IČO)',
    taxId: 'Tax ID (DIČ)',
    vatId: 'VAT ID (IČ DPH)',
    phone: 'Phone',
    email: 'E-mail',
  },
  vi: {
    seller: 'Bên bán',
    companyId: 'Mã số doanh nghiệp (IČO)',
    taxId: 'Mã số thuế (DIČ)',
    vatId: 'Mã số thuế GTGT (IČ DPH)',
    phone: 'Điện thoại',
    email: 'Email',
  },
  sk: {
    seller: 'Predávajúci',
    companyId: 'IČO',
    taxId: 'DIČ',
    vatId: 'IČ DPH',
    phone: 'Telefón',
    email: 'E-mail',
  },
}
