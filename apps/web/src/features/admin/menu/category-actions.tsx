import { useTranslation } from 'react-i18next'

interface CategoryActionsProps {
  /** The category's ids start with it: focus finds its buttons again after a move. */
  idPrefix: string
  name: string
  /** Being renamed: the rename button gives way to the form. */
  renaming: boolean
  picturing: boolean
  upDisabled: boolean
  downDisabled: boolean
  onRename(): void
  onPicture(): void
  onMove(step: -1 | 1): void
}

/** A category's buttons: rename, change the picture, move up, move down. */
export function CategoryActions({
  idPrefix,
  name,
  renaming,
  picturing,
  upDisabled,
  downDisabled,
  onRename,
  onPicture,
  onMove,
}: CategoryActionsProps) {
  const { t } = useTranslation('admin')
  return (
    <div className="admin-row-actions admin-category__actions">
      {!renaming && (
        <button
          id={`${idPrefix}-rename`}
          type="button"
          className="button button--ghost button--small"
          aria-label={t('menu.categories.renameLabel', { name })}
          onClick={onRename}
        >
          {t('menu.categories.rename')}
        </button>
      )}
      <button
        id={`${idPrefix}-picture`}
        type="button"
        className="button button--ghost button--small"
        aria-expanded={picturing}
        aria-label={t('menu.categories.pictureLabel', { name })}
        onClick={onPicture}
      >
        {t('menu.categories.picture')}
      </button>
      <button
        id={`${idPrefix}-up`}
        type="button"
        className="button button--ghost button--small"
        aria-label={t('menu.categories.moveUpLabel', { name })}
        aria-disabled={upDisabled}
        onClick={() => onMove(-1)}
      >
        {t('menu.moveUp')}
      </button>
      <button
        id={`${idPrefix}-down`}
        type="button"
        className="button button--ghost button--small"
        aria-label={t('menu.categories.moveDownLabel', { name })}
        aria-disabled={downDisabled}
        onClick={() => onMove(1)}
      >
        {t('menu.moveDown')}
      </button>
    </div>
  )
}
