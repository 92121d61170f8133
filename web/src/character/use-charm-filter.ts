import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { CharacterView } from './character-view.ts'
import {
  type CharmFilter,
  charmPasses,
  filterFromParams,
  paramsFromFilter,
  STANDARD_CATEGORIES,
  spellPasses,
} from './charm-filter.ts'
import { CHARM_SECTIONS } from './charm-text.ts'
import type { FilterOptions } from './sheet/CharmFilterDrawer.tsx'
import { typeDisplay } from './type-display.ts'

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

/** The charm filter kept in the address, its options, and the charms and spells it lets through. */
export function useCharmFilter(view: CharacterView) {
  const [params, setParams] = useSearchParams()
  // The page answers a click at once; the address follows, and a link or Back sets it anew.
  const [filter, setLocal] = useState(() => filterFromParams(params))
  const query = params.toString()
  useEffect(() => {
    setLocal(filterFromParams(new URLSearchParams(query)))
  }, [query])
  const setFilter = (next: CharmFilter) => {
    setLocal(next)
    setParams(paramsFromFilter(next), { replace: true })
  }
  const options = useMemo((): FilterOptions => {
    const all = CHARM_SECTIONS.flatMap((section) => view.charms[section.assoc])
    const native = view.charms.charms
    const everything = [...all, ...view.spells]
    const usesLoadouts =
      view.character.active_loadout !== null && typeDisplay(view.character.type).exalt
    return {
      abilities: sorted(native.map((charm) => charm.ability ?? '')),
      keywords: sorted(everything.flatMap((entry) => entry.keywords)),
      categories: sorted([
        ...STANDARD_CATEGORIES,
        ...everything.flatMap((entry) => entry.categories),
      ]),
      loadouts: usesLoadouts
        ? sorted(
            [...native.flatMap((c) => c.loadouts), view.character.active_loadout ?? ''].filter(
              (l) => l !== '' && l !== '*',
            ),
          )
        : [],
      currentLoadout: view.character.active_loadout,
    }
  }, [view])
  const shown = useMemo(
    () => ({
      sections: CHARM_SECTIONS.map((section) => ({
        ...section,
        charms: view.charms[section.assoc].filter((charm) =>
          charmPasses(charm, filter, section.kind === 'native'),
        ),
      })),
      spells: view.spells.filter((spell) => spellPasses(spell, filter)),
    }),
    [view, filter],
  )
  return { filter, setFilter, options, shown }
}
