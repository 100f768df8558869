import { ref } from 'vue'
import { isValidSeed } from '@/core'
import { formatDate, type Params } from '@/i18n'
import { randomSeed } from '@/stores/ids'
import type { SetupFormProps } from '../module'

/**
 * What every game's setup form does around its own fields (with `SetupFrame.vue`): the game's name
 * and seed, the refusal, the busy flag and the id of the game once created. `create` checks the seed,
 * builds the game's setup, creates the game (the default name: `setup.defaultName` with today's date)
 * and keeps its id (a form opened again on its checklist starts with it: `props.created`); `before` runs once the setup is built and the form is busy, `created` once the
 * game exists (before its id is kept, so the checklist opens on a complete record).
 */
export function useSetupCreate(
  props: SetupFormProps,
  o: {
    /** The game's t: `setup.badSeed`, `setup.defaultName` in every game's namespace (I18N-02). */
    gt: (key: string, params?: Params) => string
    errorText: (e: { code: string; message: string }) => string
    /** Today's date in the default name (the UI language's short date unless the game says). */
    date?: (d: Date) => string
  },
) {
  const name = ref('')
  const seed = ref(randomSeed())
  const error = ref('')
  const busy = ref(false)
  const createdId = ref<string | null>(props.created ?? null)
  const date = o.date ?? ((d: Date) => formatDate(d))

  async function create(setupOf: () => unknown, hooks: { before?: () => Promise<unknown>; created?: () => Promise<unknown> } = {}) {
    error.value = ''
    if (!isValidSeed(seed.value.trim())) {
      error.value = o.gt('setup.badSeed')
      return
    }
    const setup = setupOf()
    busy.value = true
    await hooks.before?.()
    const r = await props.create({ name: name.value.trim() || o.gt('setup.defaultName', { date: date(new Date()) }), seed: seed.value.trim(), setup })
    busy.value = false
    if (!r.ok) {
      error.value = o.errorText(r.error)
      return
    }
    await hooks.created?.()
    createdId.value = r.value
  }

  return { name, seed, error, busy, createdId, create }
}
