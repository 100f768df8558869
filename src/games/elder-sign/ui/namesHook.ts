import { factsNamesHook, type NamesHook } from '@/shell/names'
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
export const esNames = (): NamesHook =>
  factsNamesHook({
    game: 'elder-sign',
    t,
    named: { all: esNamedComponents, one: esNamedComponent, name: componentName, packEntry: packEntryOf },
    corrections: () => nameCorrections.value,
    store: useEsFactsStore(),
    file: { name: ES_FACTS_FILE_NAME, maxBytes: ES_FACTS_MAX_BYTES, parse: parseEsFacts, count: countOf },
  })
