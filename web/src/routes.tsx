import { isValidElement } from 'react'
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router'
import type { Id } from './api/types.ts'
import { Frame } from './frame/Frame.tsx'
import { lazyPage, preloadComponent } from './frame/lazy-page.ts'
import { type ItemKind, isItemKind } from './store/entities/kinds.ts'

// Every page is its own chunk, so the landing page loads only what it shows.
const Landing = lazyPage(() => import('./pages/LandingPage.tsx'))
const Settings = lazyPage(() => import('./pages/SettingsPage.tsx'))
const Deleted = lazyPage(() => import('./pages/DeletedPage.tsx'))
const Resources = lazyPage(() => import('./pages/ResourcesPage.tsx'))
const Privacy = lazyPage(() => import('./pages/PrivacyPage.tsx'))
const Content = lazyPage(() => import('./pages/ContentPage.tsx'))
const Help = lazyPage(() => import('./pages/help/HelpPage.tsx'))
const ItemList = lazyPage(() => import('./pages/ItemListPage.tsx'))
const CharacterSheet = lazyPage(() => import('./pages/CharacterSheetPage.tsx'))
const CharacterEditor = lazyPage(() => import('./pages/CharacterEditorPage.tsx'))
const QcSheet = lazyPage(() => import('./pages/QcSheetPage.tsx'))
const QcEditor = lazyPage(() => import('./pages/QcEditorPage.tsx'))
const BattlegroupSheet = lazyPage(() => import('./pages/BattlegroupSheetPage.tsx'))
const BattlegroupEditor = lazyPage(() => import('./pages/BattlegroupEditorPage.tsx'))
const Chronicle = lazyPage(() => import('./pages/ChroniclePage.tsx'))
const Rolls = lazyPage(() => import('./pages/RollsPage.tsx'))
const Library = lazyPage(() => import('./pages/LibraryPage.tsx'))
const Join = lazyPage(() => import('./pages/JoinPage.tsx'))
const NotFound = lazyPage(() => import('./pages/NotFoundPage.tsx'))

export function AppRoutes() {
  return <Routes>{routeTree()}</Routes>
}

/** Starts loading the code of the page at `pathname`, so the first render need not wait for it. */
export function preloadPage(pathname: string): Promise<unknown> {
  const element = pageRoute(pathname)?.route.element
  return isValidElement(element)
    ? preloadComponent(element.type, element.props as object)
    : Promise.resolve()
}

/** The character, QC or battlegroup whose page (sheet or editor) `pathname` opens, if any. */
export function itemOfPage(pathname: string): { kind: ItemKind; id: Id } | undefined {
  const match = pageRoute(pathname)
  const kind = match?.route.path?.split('/')[0] ?? ''
  const id = Number(match?.params.id)
  return isItemKind(kind) && Number.isInteger(id) && id > 0 ? { kind, id } : undefined
}

/** The route tree as data, made once: it is matched as the app starts, on a phone's budget. */
let routeObjects: ReturnType<typeof createRoutesFromElements> | undefined

/** The route of the page at `pathname` (the innermost match, inside the frame). */
function pageRoute(pathname: string) {
  routeObjects ??= createRoutesFromElements(routeTree())
  return matchRoutes(routeObjects, pathname)?.at(-1)
}

function routeTree() {
  return (
    <Route element={<Frame />}>
      <Route index element={<Landing />} />
      <Route path="settings" element={<Settings />} />
      <Route path="deleted" element={<Deleted />} />
      <Route path="resources" element={<Resources />} />
      <Route path="privacy" element={<Privacy />} />
      <Route path="content" element={<Content />} />
      <Route path="help" element={<Navigate to="/help/index" replace />} />
      <Route path="help/:doc" element={<Help />} />
      <Route path="chronicles/:chronicleId" element={<Chronicle tab="characters" />} />
      <Route path="chronicles/:chronicleId/combat" element={<Chronicle tab="combat" />} />
      <Route path="chronicles/:chronicleId/details" element={<Chronicle tab="details" />} />
      <Route path="chronicles/:chronicleId/rolls" element={<Chronicle tab="rolls" />} />
      <Route path="chronicles/:chronicleId/journal" element={<Chronicle tab="journal" />} />
      <Route path="chronicles/:chronicleId/log" element={<Chronicle tab="log" />} />
      <Route path="rolls" element={<Rolls />} />
      <Route path="join/:code" element={<Join />} />
      <Route path="library" element={<Library />} />
      <Route path="characters" element={<ItemList kind="characters" />} />
      <Route path="characters/:id" element={<CharacterSheet section="overview" />} />
      <Route path="characters/:id/merits" element={<CharacterSheet section="merits" />} />
      <Route path="characters/:id/charms" element={<CharacterSheet section="charms" />} />
      <Route path="characters/:id/sorcery" element={<CharacterSheet section="sorcery" />} />
      <Route path="characters/:id/bio" element={<CharacterSheet section="bio" />} />
      <Route path="characters/:id/edit" element={<CharacterEditor section="overview" />} />
      <Route path="characters/:id/edit/merits" element={<CharacterEditor section="merits" />} />
      <Route path="characters/:id/edit/charms" element={<CharacterEditor section="charms" />} />
      <Route path="characters/:id/edit/bio" element={<CharacterEditor section="bio" />} />
      <Route path="qcs" element={<ItemList kind="qcs" />} />
      <Route path="qcs/:id" element={<QcSheet />} />
      <Route path="qcs/:id/edit" element={<QcEditor />} />
      <Route path="battlegroups" element={<ItemList kind="battlegroups" />} />
      <Route path="battlegroups/:id" element={<BattlegroupSheet />} />
      <Route path="battlegroups/:id/edit" element={<BattlegroupEditor />} />
      <Route path="*" element={<NotFound />} />
    </Route>
  )
}
