import { type ComponentType, createElement, lazy } from 'react'

const preloaders = new Map<ComponentType<never>, () => Promise<unknown>>()

/**
 * A page (or a part of the frame) in its own chunk, like `React.lazy`, except that once its
 * code has arrived it renders directly instead of suspending. So a page preloaded before it
 * renders (`preloadPage` in routes.tsx, `preloadHeader` in AppHeader.tsx, awaited through
 * first-page.ts) never shows a fallback, and React never holds back its first content to
 * space it from a fallback it has just shown.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Suspending = lazy(preload)
  function Page(props: P) {
    return createElement(loaded ?? Suspending, props)
  }
  preloaders.set(Page as ComponentType<never>, preload)
  return Page
}

/** Starts loading the code of a page made by `lazyPage`; resolves at once for anything else. */
export function preloadComponent(component: unknown): Promise<unknown> {
  const preload = preloaders.get(component as ComponentType<never>)
  return preload ? preload() : Promise.resolve()
}
