import type { NamesHook } from '@/shell/names'
import { t } from './i18n'
import { componentName, namedComponent, namedComponents, nameCorrections, packEntryOf, PLACE_FORMS } from './names'
import { checkNameCorrection, useOwnerFactsStore } from './ownerFacts'
import { downloadFacts, factsCount, factsErrorText, importPickedFacts } from './factsFileActions'

/**
 * AH2e's names for the shell's names screen: every component of the base game and Innsmouth, the
 * places' Polish phrases (in / from / to) as extra fields, corrections kept with the owner facts
 * (the Innsmouth facts file).
 */
export function ah2eNames(): NamesHook {
  const owner = useOwnerFactsStore()
  return {
    game: 'ah2e',
    t,
    components: namedComponents,
    corrections: () => nameCorrections.value,
    nameOf: (key, l) => componentName(key, l) ?? key,
    forms(c) {
      const forms = namedComponent(c.key)?.name.plForms
      return forms ? PLACE_FORMS.map((f) => ({ id: f, value: forms[f] })) : []
    },
    check(key, c) {
      const r = checkNameCorrection(key, c)
      return r.ok ? r : { ok: false, error: factsErrorText(r.code) }
    },
    save: (names) => owner.remember({ names }),
    ensureLoaded: () => owner.ensureLoaded(),
    factsCount: () => factsCount(owner.facts),
    exportFacts: () => downloadFacts(owner.exportText()),
    importFacts: (ev) => importPickedFacts(ev, owner.remember),
    packEntry: (c) => packEntryOf(namedComponent(c.key)!),
  }
}
