// Paths through a model graph (xstate/graph's adjacency map), each starting at the initial vertex:
// for every transition, the shortest path to its source vertex, then the transition. Shortest paths
// to vertices alone miss transitions between vertices that are already reached (a self-loop that
// only changes context, a second way into a state); these take every transition of the graph.
// A path that another path starts with adds nothing and is dropped, and so is a repeated one.
import type { EventObject } from 'xstate';
import { describeEvent, eventKey } from './event-key.ts';

export interface GraphStep<TSnapshot> {
  readonly event: EventObject;
  readonly state: TSnapshot;
}

export interface GraphPath<TSnapshot> {
  readonly description: string;
  readonly steps: readonly GraphStep<TSnapshot>[];
}

/** A model graph: each vertex by its key, with its snapshot and its transitions. */
export type ModelGraph<TSnapshot> = Readonly<
  Record<string, { readonly state: TSnapshot; readonly transitions: Readonly<Record<string, GraphStep<TSnapshot>>> }>
>;

const INIT: EventObject = { type: 'xstate.init' };

/** Breadth first: the shortest steps into every vertex (by its key), the initial one first. */
export const shortestSteps = <TSnapshot>(graph: ModelGraph<TSnapshot>, keyOf: (snapshot: TSnapshot) => string) => {
  const [initialKey] = Object.keys(graph);
  const reach = new Map<string, GraphStep<TSnapshot>[]>();
  if (initialKey === undefined) return reach;
  reach.set(initialKey, [{ event: INIT, state: graph[initialKey]!.state }]);
  const queue = [initialKey];
  for (let index = 0; index < queue.length; index++) {
    const key = queue[index]!;
    const vertex = graph[key]!;
    for (const { event, state } of Object.values(vertex.transitions)) {
      const next = keyOf(state);
      if (reach.has(next) || !(next in graph)) continue;
      reach.set(next, [...reach.get(key)!, { event, state }]);
      queue.push(next);
    }
  }
  return reach;
};

/** The steps of every transition, after the shortest steps (`shortestSteps`) to its source. */
export const transitionPaths = <TSnapshot>(graph: ModelGraph<TSnapshot>, reach: ReadonlyMap<string, GraphStep<TSnapshot>[]>): GraphStep<TSnapshot>[][] =>
  [...reach].flatMap(([key, steps]) => {
    const transitions = Object.values(graph[key]!.transitions);
    return transitions.length === 0 ? [steps] : transitions.map(({ event, state }) => [...steps, { event, state }]);
  });

/** The paths that no other path starts with or repeats, named by their events. */
export const distinctPaths = <TSnapshot>(candidates: readonly (readonly GraphStep<TSnapshot>[])[]): GraphPath<TSnapshot>[] => {
  const eventsOf = (steps: readonly GraphStep<TSnapshot>[], length = steps.length) =>
    steps
      .slice(1, length)
      .map((step) => eventKey(step.event))
      .join('|');
  const prefixes = new Set(candidates.flatMap((steps) => steps.slice(2).map((_, index) => eventsOf(steps, index + 2))));
  // The initial state alone is where every other path starts.
  if (candidates.some((steps) => steps.length > 1)) prefixes.add('');
  const seen = new Set<string>();
  return candidates.flatMap((steps) => {
    const events = eventsOf(steps);
    if (prefixes.has(events) || seen.has(events)) return [];
    seen.add(events);
    const description =
      steps
        .slice(1)
        .map((step) => describeEvent(step.event))
        .join(' → ') || '(initial state)';
    return [{ description, steps }];
  });
};
