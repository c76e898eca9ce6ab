import { lazy, useRef, type ComponentType } from 'react';
import { yieldIfFree } from '@/lib/nextTask';

/**
 * A block of a page whose code is a chunk of its own, drawn at once where that code has already come.
 *
 * React's `lazy` suspends on a component's first render even when its code is in (its promise settles a microtask
 * later), so the boundary's fallback shows and is replaced later. React shows such content at most every 300 ms
 * after a fallback (its Suspense throttle), and all of it that is ready in one commit fired by a timer: on a page with
 * several such blocks, one of the longest tasks after the page has been drawn on a cheap phone.
 *
 * `code` resolves to the component, or to what to draw instead when the code cannot come. `load()` starts it early:
 * when the page's own code is evaluated, say. A block first drawn after the code has come renders it with no
 * fallback. A block drawn before suspends as with `lazy`, and keeps that component while it stays mounted: switching
 * would mount its content again.
 */
export function lazyBlock<P extends object>(code: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= code().then((component) => {
      loaded = component;
      return component;
    }));
  // Its props are P as React's lazy types them; the cast only names them so.
  const Later = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;

  function LazyBlock(props: P) {
    const Ready = useRef(loaded).current;
    return Ready ? <Ready {...props} /> : <Later {...props} />;
  }
  return Object.assign(LazyBlock, {
    load: () => {
      // Starting a chunk's requests is a few milliseconds of main thread at 4× CPU: where the browser has
      // scheduler.yield, in a task of its own, not in the one that called this (a page's code being evaluated).
      const pause = yieldIfFree();
      void (pause ? pause.then(load) : load());
    },
  });
}
