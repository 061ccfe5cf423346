import { useTranslation } from 'react-i18next'
import { LIMITS, moved, newGroup, type ChoiceDraft, type GroupDraft } from './dish-draft'
import type { FieldMarks } from './field-marks'
import { GroupEditor } from './option-group-editor'
import { Button } from '../../../shared/ui/button'

interface DishOptionGroupsProps {
  groups: GroupDraft[]
  /** The form's id: the groups' control ids start with it. */
  idPrefix: string
  marks: FieldMarks
  /** With a path, a field's edit (its error is cleared); without, a change of rows. */
  onChangeGroup(key: string, change: (group: GroupDraft) => GroupDraft, path?: string): void
  onChoice(groupKey: string, choiceKey: string, patch: Partial<ChoiceDraft>, path: string): void
  /** Adds, removes or moves groups. */
  onChangeGroups(change: (groups: GroupDraft[]) => GroupDraft[]): void
  onUploading(busy: boolean): void
  focusLater(id: string): void
}

/** The dish's option groups in order, each with its choices, and a way to add one. */
export function DishOptionGroups({
  groups,
  idPrefix: id,
  marks,
  onChangeGroup,
  onChoice,
  onChangeGroups,
  onUploading,
  focusLater,
}: DishOptionGroupsProps) {
  const { t } = useTranslation('admin')
  return (
    <section className="admin-dish__groups" aria-labelledby={`${id}-groups`}>
      <h3 id={`${id}-groups`}>{t('menu.form.groups')}</h3>
      <p className="admin-dish__hint">{t('menu.form.groupsHint')}</p>
      {groups.map((group, g) => (
        <GroupEditor
          key={group.key}
          group={group}
          index={g}
          count={groups.length}
          idPrefix={`${id}-g${group.key}`}
          errorOf={marks.errorOf}
          field={marks.field}
          fieldProps={marks.fieldProps}
          onChange={(change, path) => onChangeGroup(group.key, change, path)}
          onChoice={(choiceKey, patch, path) => onChoice(group.key, choiceKey, patch, path)}
          onMove={(step) => {
            focusLater(`${id}-g${group.key}-${step < 0 ? 'up' : 'down'}`)
            onChangeGroups((all) =>
              moved(
                all,
                all.findIndex((item) => item.key === group.key),
                step,
              ),
            )
          }}
          onRemove={() => {
            focusLater(`${id}-add-group`)
            onChangeGroups((all) => all.filter((item) => item.key !== group.key))
          }}
          onUploading={onUploading}
          focusLater={focusLater}
        />
      ))}
      <Button
        id={`${id}-add-group`}
        type="button"
        className="button button--ghost"
        disabled={groups.length >= LIMITS.groups}
        onClick={() => {
          const group = newGroup()
          // The new group's name is the next thing to type.
          focusLater(`${id}-g${group.key}-name`)
          onChangeGroups((all) => [...all, group])
        }}
      >
        {t('menu.form.addGroup')}
      </Button>
    </section>
  )
}
