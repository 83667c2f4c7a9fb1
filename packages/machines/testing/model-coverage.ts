// Coverage of a machine by the paths of a model-based test: which state nodes and which event
// transitions the paths reach, of all that the machine defines. Tests print it, so that a machine
// whose model misses a state or a transition shows it in the test output. A state the machine only
// passes through (an eventless transition without a guard always leaves it) is in no snapshot, so
// it is not counted; where it leads is.
import type { AnyStateMachine, AnyMachineSnapshot, EventObject, StateNode } from 'xstate';

export interface PathLike {
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }>;
}

export interface ModelCoverage {
  readonly states: { readonly reached: number; readonly total: number; readonly missed: readonly string[] };
  readonly transitions: { readonly reached: number; readonly total: number; readonly missed: readonly string[] };
  readonly paths: number;
  /** One line: 'auth: states 5/5, transitions 17/17, paths 40'. */
  readonly summary: string;
}

type AnyNode = StateNode<any, any>;

const allNodes = (node: AnyNode): AnyNode[] => [node, ...Object.values(node.states).flatMap((child) => allNodes(child as AnyNode))];

// A transition is identified by its source node, its event and its place among that event's
// candidates (guarded alternatives are separate transitions).
const transitionKey = (sourceId: string, eventType: string, index: number) => `${sourceId} --${eventType}[${index}]`;

const passedThrough = (node: AnyNode): boolean => (node.always ?? []).some((transition) => !transition.guard);

const activeNodeIds = (snapshot: AnyMachineSnapshot): string[] => ((snapshot as unknown as { _nodes?: AnyNode[] })._nodes ?? []).map((node) => node.id);

export const modelCoverage = (machine: AnyStateMachine, paths: readonly PathLike[]): ModelCoverage => {
  const nodes = allNodes(machine.root as AnyNode).filter((node) => node !== machine.root && !passedThrough(node));
  const transitions = new Map<string, true>();
  for (const node of allNodes(machine.root as AnyNode)) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => transitions.set(transitionKey(node.id, eventType, index), true));
    }
  }

  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      activeNodeIds(step.state).forEach((id) => reachedStates.add(id));
      const previous = path.steps[index - 1]?.state;
      if (!previous) return;
      for (const definition of machine.getTransitionData(previous, step.event)) {
        const candidates = (definition.source as AnyNode).transitions.get(definition.eventType) ?? [];
        reachedTransitions.add(transitionKey(definition.source.id, definition.eventType, candidates.indexOf(definition)));
      }
    });
  }

  const missedStates = nodes.map((node) => node.id).filter((id) => !reachedStates.has(id));
  const missedTransitions = [...transitions.keys()].filter((key) => !reachedTransitions.has(key));
  const states = { reached: nodes.length - missedStates.length, total: nodes.length, missed: missedStates };
  const edges = { reached: transitions.size - missedTransitions.length, total: transitions.size, missed: missedTransitions };
  return {
    states,
    transitions: edges,
    paths: paths.length,
    summary: `${machine.id}: states ${states.reached}/${states.total}, transitions ${edges.reached}/${edges.total}, paths ${paths.length}`,
  };
};

/** Prints the coverage line into the test output and returns the coverage for assertions. */
export const reportModelCoverage = (machine: AnyStateMachine, paths: readonly PathLike[]): ModelCoverage => {
  const coverage = modelCoverage(machine, paths);
  console.info(`[model coverage] ${coverage.summary}`);
  return coverage;
};
