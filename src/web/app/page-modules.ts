/// <reference types="vite/client" />
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NOT_FOUND_PAGE_MODULE, pageModuleOf } from '../../shared/page-routes';

type PageModule = { default: ComponentType };

// Every screen is its own chunk (SPEC §2: loaded on demand behind the shell's 'Loading...' spinner).
// The glob keeps one import() per page, named as src/shared/page-routes.ts names them.
const loaders = import.meta.glob<PageModule>(['./not-found-page.tsx', '../features/**/*-page.tsx']);

interface Page<T extends ComponentType<any> = ComponentType> {
  Component: LazyExoticComponent<T>;
  preload(): Promise<{ default: T }>;
}

const pages = new Map<string, Page>();

function loaderOf(module: string): () => Promise<PageModule> {
  const key = module.startsWith('app/') ? `./${module.slice('app/'.length)}.tsx` : `../${module}.tsx`;
  const load = loaders[key];
  if (!load) throw new Error(`No page module ${module} (looked for ${key}).`);
  return load;
}

/**
 * A lazy component that can be loaded ahead. Once its chunk is loaded, React gets it back
 * synchronously (a thenable that answers at once), so one preloaded before a render renders
 * without suspending: no spinner in the browser, and the whole of it in the server's render.
 */
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Page<T> {
  type Module = { default: T };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const answerAtOnce = (m: Module) => ({ then: (resolve: (value: Module) => void) => resolve(m) }) as unknown as Promise<Module>;
  return { Component: lazy(() => (loaded ? answerAtOnce(loaded) : preload())), preload };
}

/** A page's lazy component, one per page module. */
export function page(module: string): Page {
  const known = pages.get(module);
  if (known) return known;
  const created = lazyWithPreload(loaderOf(module));
  pages.set(module, created);
  return created;
}

/** Loads the chunk of the page a path shows (the server has already asked the browser to fetch it). */
export function preloadPageFor(pathname: string): Promise<unknown> {
  return page(pageModuleOf(pathname) ?? NOT_FOUND_PAGE_MODULE).preload();
}
