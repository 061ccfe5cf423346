import type { MenuFileChange, MenuFilePreview } from '@quan/domain/answers/menu-file'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { refusalFor, useErrorText, useFailureText } from '../../../shared/api/error-text'
import { isErrorCode } from '@quan/domain/error-codes'
import { Button } from '../../../shared/ui/button'
import {
  problemsOf,
  useExportMenuFile,
  useImportMenuFile,
  type MenuFileProblem,
} from './menu-file-api'

/** The file's column for each field of a dish the preview names as changed. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'name',
  nameVI: 'name_vi',
  nameEN: 'name_en',
  nameSK: 'name_sk',
  description: 'description',
  descriptionVI: 'description_vi',
  descriptionEN: 'description_en',
  descriptionSK: 'description_sk',
  price: 'price',
  originalPrice: 'price',
  isPromotion: 'promotion_price',
  promotionPrice: 'promotion_price',
  category: 'category',
  status: 'status',
  image: 'image',
  allergens: 'allergens',
  dietaryTags: 'tags',
  spicy: 'spicy',
  options: 'choice',
}

const columnsOf = (fields: string[]) => [
  ...new Set(fields.map((field) => COLUMN_OF_FIELD[field] ?? field)),
]

/**
 * The menu as a spreadsheet file (issue 21 §5): export it; import one after a preview of what
 * it changes, dish by dish, or the list of its mistakes row by row. Nothing changes until the
 * owner presses Import, and the import is refused if the menu changed since the preview.
 */
export function MenuFileSection() {
  const { t } = useTranslation('office')
  const errorText = useErrorText()
  const failureText = useFailureText()
  const id = useId()
  const download = useExportMenuFile()
  const upload = useImportMenuFile()
  const input = useRef<HTMLInputElement>(null)
  const [csv, setCsv] = useState('')
  const [preview, setPreview] = useState<MenuFilePreview>()
  const [problems, setProblems] = useState<MenuFileProblem[]>([])
  const [failure, setFailure] = useState('')
  const [imported, setImported] = useState<MenuFilePreview>()

  const problemText = (code: string) =>
    isErrorCode(code) ? errorText(refusalFor(code)) || code : code

  function fail(error: unknown) {
    const listed = problemsOf(error)
    setProblems(listed)
    setFailure(listed.length > 0 ? t('settings.menuFile.refused') : failureText(error))
  }

  async function previewFile(event: FormEvent) {
    event.preventDefault()
    setPreview(undefined)
    setImported(undefined)
    setProblems([])
    setFailure('')
    const file = input.current?.files?.[0]
    if (!file) {
      setFailure(t('settings.menuFile.noFile'))
      return
    }
    const text = await file.text()
    setCsv(text)
    upload.mutate({ csv: text }, { onSuccess: setPreview, onError: fail })
  }

  function importFile() {
    if (!preview) return
    upload.mutate(
      { csv, confirm: true, basis: preview.basis },
      {
        onSuccess: (done) => {
          setPreview(undefined)
          setImported(done)
          if (input.current) input.current.value = ''
        },
        onError: (error) => {
          setPreview(undefined)
          fail(error)
        },
      },
    )
  }

  const count = (result: MenuFilePreview, change: MenuFileChange) =>
    result.dishes.filter((dish) => dish.change === change).length
  const counts = (result: MenuFilePreview) => ({
    added: count(result, 'added'),
    changed: count(result, 'changed'),
    archived: count(result, 'archived'),
    untouched: count(result, 'untouched'),
  })
  const changes = preview
    ? preview.dishes.some((dish) => dish.change !== 'untouched') ||
      preview.categories.some((category) => category.change !== 'untouched')
    : false
  const newCategories = preview?.categories.filter((category) => category.change !== 'untouched')

  return (
    <section className="office-menu-file" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.menuFile.title')}</h3>
      <p className="text-soft">{t('settings.menuFile.intro')}</p>
      <div className="office-areas__actions office-menu-file__export">
        <Button
          className="button button--ghost"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('settings.menuFile.exporting') : t('settings.menuFile.export')}
        </Button>
      </div>
      {download.error && (
        <p className="alert" role="alert">
          {failureText(download.error)}
        </p>
      )}

      <form className="office-menu-file__form" noValidate onSubmit={previewFile}>
        <label htmlFor={`${id}-file`}>{t('settings.menuFile.file')}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={() => {
            setPreview(undefined)
            setProblems([])
            setFailure('')
          }}
        />
        <Button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending && !preview
            ? t('settings.menuFile.previewing')
            : t('settings.menuFile.preview')}
        </Button>
      </form>

      {failure && (
        <div className="alert" role="alert">
          <p>{failure}</p>
          {problems.length > 0 && (
            <table className="office-menu-file__table">
              <thead>
                <tr>
                  <th scope="col">{t('settings.menuFile.row')}</th>
                  <th scope="col">{t('settings.menuFile.column')}</th>
                  <th scope="col">{t('settings.menuFile.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem, index) => (
                  <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                    <td>{problem.row}</td>
                    <td>{problem.column ?? ''}</td>
                    <td>{problemText(problem.code)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}

      <div role="status">
        {imported && <p>{t('settings.menuFile.imported', counts(imported))}</p>}
      </div>

      {preview && (
        <div className="office-menu-file__preview" aria-labelledby={`${id}-preview`} role="group">
          <h4 id={`${id}-preview`}>{t('settings.menuFile.previewTitle')}</h4>
          <p>{t('settings.menuFile.summary', counts(preview))}</p>
          {newCategories && newCategories.length > 0 && (
            <p>
              {t('settings.menuFile.categories', {
                names: newCategories
                  .map((c) => `${c.name} (${t(`settings.menuFile.changes.${c.change}`)})`)
                  .join(', '),
              })}
            </p>
          )}
          {changes ? (
            <table className="office-menu-file__table">
              <thead>
                <tr>
                  <th scope="col">{t('settings.menuFile.sku')}</th>
                  <th scope="col">{t('settings.menuFile.dish')}</th>
                  <th scope="col">{t('settings.menuFile.change')}</th>
                  <th scope="col">{t('settings.menuFile.fields')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.dishes
                  .filter((dish) => dish.change !== 'untouched')
                  .map((dish) => (
                    <tr key={dish.sku}>
                      <td>{dish.sku}</td>
                      <td>{dish.name}</td>
                      <td>{t(`settings.menuFile.changes.${dish.change}`)}</td>
                      <td>{dish.change === 'changed' ? columnsOf(dish.fields).join(', ') : ''}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          ) : (
            <p>{t('settings.menuFile.nothing')}</p>
          )}
          <div className="office-areas__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setPreview(undefined)}
            >
              {t('settings.menuFile.cancel')}
            </button>
            {changes && (
              <Button className="button" disabled={upload.isPending} onClick={importFile}>
                {upload.isPending
                  ? t('settings.menuFile.importing')
                  : t('settings.menuFile.import')}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
