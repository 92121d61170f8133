import { type ComponentType, createElement, lazy } from 'react'

const preloaders = new Map<ComponentType<never>, (props: object) => Promise<unknown>>()

/**
 * What a page's module gives: the page and, where the page renders parts of its own in chunks
 * of their own, `preloadParts`, which loads those the page needs for `props`.
 */
export interface PageModule<P> {
  default: ComponentType<P>
  preloadParts?: (props: P) => Promise<unknown>
}

/**
 * A page (or a part of the frame) in its own chunk, like `React.lazy`, except that once its
 * code has arrived it renders directly instead of suspending. So a page preloaded before it
 * renders (`preloadPage` in routes.tsx, `preloadHeader` in AppHeader.tsx, awaited through
 * first-page.ts) never shows a fallback, and React never holds back its first content to
 * space it from a fallback it has just shown.
 *
 * Preloading also loads the page's own parts for the props it will render with: a page the
 * server rendered is taken over only once all its code is here, since React cannot take over
 * a part still loading, and drops a tap on it meanwhile.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
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
  preloaders.set(Page as ComponentType<never>, (props) =>
    preload().then(async (module) => {
      await module.preloadParts?.(props as P)
      return module
    }),
  )
  return Page
}

/**
 * Starts loading the code of a page made by `lazyPage`, and of its parts for `props`; resolves
 * at once for anything else.
 */
export function preloadComponent(component: unknown, props: object = {}): Promise<unknown> {
  const preload = preloaders.get(component as ComponentType<never>)
  return preload ? preload(props) : Promise.resolve()
}
