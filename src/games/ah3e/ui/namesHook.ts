import { factsNamesHook, type NameCorrections, type NamesHook } from '@/shell/names'
import { t } from './i18n'
import { componentName } from './names'
import { ah3eNamedComponent, ah3eNamedComponents, nameCorrections, packEntryOf } from './nameList'
import { AH3E_FACTS_MAX_BYTES, ownerTitles, parseAh3eFacts, useAh3eFactsStore, type Ah3eOwnerFacts } from './ownerFacts'

/** The AH3e owner-facts file's name (scenario facts, titles and corrected names). */
export const AH3E_FACTS_FILE_NAME = 'ah3e-facts.json'

const countOf = (f: Partial<Ah3eOwnerFacts>) => Object.keys(f.scenarios ?? {}).length + Object.keys(f.titles ?? {}).length + Object.keys(f.names ?? {}).length

/**
 * The corrections on this device as the names screen lists them: the owner's, and a scenario
 * title typed at setup as that scenario's corrected Polish name.
 */
export function ah3eCorrections(): NameCorrections {
  const out: NameCorrections = {}
  for (const [id, title] of Object.entries(ownerTitles.value)) out[`scenarios/${id}`] = { pl: title }
  for (const [key, c] of Object.entries(nameCorrections.value)) out[key] = { ...out[key], ...c }
  return out
}

/**
 * AH3e's names for the shell's names screen: scenarios, neighbourhoods, spaces, mysteries, travel
 * routes and mythos tokens; corrections kept with the owner facts and exported or imported in the
 * same facts file as the setup's.
 */
export const ah3eNames = (): NamesHook =>
  factsNamesHook({
    game: 'ah3e',
    t,
    named: { all: ah3eNamedComponents, one: ah3eNamedComponent, name: componentName, packEntry: packEntryOf },
    corrections: ah3eCorrections,
    store: useAh3eFactsStore(),
    file: { name: AH3E_FACTS_FILE_NAME, maxBytes: AH3E_FACTS_MAX_BYTES, parse: parseAh3eFacts, count: countOf },
  })
