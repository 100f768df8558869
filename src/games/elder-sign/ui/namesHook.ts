import { downloadJson } from '@/shell/download'
import { checkNameCorrection, importFactsFile, type NamesHook } from '@/shell/names'
import { t } from './i18n'
import { componentName, esNamedComponent, esNamedComponents, nameCorrections, packEntryOf } from './names'
import { ES_FACTS_MAX_BYTES, parseEsFacts, useEsFactsStore, type EsOwnerFacts } from './ownerFacts'

/** The Elder Sign owner-facts file's name (Ancient Ones' sheets, locks, tokens, Mythos cards and corrected names). */
export const ES_FACTS_FILE_NAME = 'elder-sign-facts.json'

const countOf = (f: Partial<EsOwnerFacts>) =>
  Object.keys(f.ancientOnes ?? {}).length + Object.keys(f.adventureLocks ?? {}).length + Object.keys(f.monsters ?? {}).length +
  Object.keys(f.mythos ?? {}).length + Object.keys(f.names ?? {}).length

/**
 * Elder Sign's names for the shell's names screen: adventures and Other Worlds, Ancient Ones,
 * monster tokens, the Mythos title, investigators with their titles and abilities; corrections kept
 * with the owner facts and exported or imported in the same facts file.
 */
export function esNames(): NamesHook {
  const facts = useEsFactsStore()
  return {
    game: 'elder-sign',
    t,
    components: esNamedComponents,
    corrections: () => nameCorrections.value,
    nameOf: (key, l) => componentName(key, l) ?? key,
    check(key, c) {
      const r = checkNameCorrection(!!esNamedComponent(key), c)
      return r.ok ? r : { ok: false, error: t(`names.error.${r.code}`) }
    },
    save: (names) => facts.remember({ names }),
    ensureLoaded: () => facts.load(),
    factsCount: () => countOf(facts.facts),
    exportFacts: () => downloadJson(ES_FACTS_FILE_NAME, facts.exportText()),
    importFacts: (ev) => importFactsFile(ev, { maxBytes: ES_FACTS_MAX_BYTES, parse: parseEsFacts, remember: facts.remember, count: countOf, t }),
    packEntry: (c) => {
      const e = esNamedComponent(c.key)
      return e ? packEntryOf(e) : undefined
    },
  }
}
