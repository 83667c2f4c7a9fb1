// The machine as it is now: its state value (active leaves), status, the view model from its connect,
// and its context.
import type { PlaygroundState } from './playground-session.ts';
import { ValueTree } from './ValueTree.tsx';

export const StatePanel = ({ state }: { state: PlaygroundState }) => (
  <>
    <section className="pg-section" aria-labelledby="pg-state">
      <h2 id="pg-state">State</h2>
      <ul className="pg-state" data-testid="state-value" aria-label="Active states">
        {state.stateLeaves.map((leaf) => (
          <li key={leaf}>
            <code>{leaf}</code>
          </li>
        ))}
      </ul>
      <p>
        Status: <span data-testid="status">{state.status}</span>
      </p>
      {state.children.length > 0 ? (
        <>
          <h3>Child machines</h3>
          <ul className="pg-children" data-testid="children" aria-label="Child machines">
            {state.children.map((child) => (
              <li key={child.id} data-child={child.id}>
                <code>{child.id}</code>: {child.leaves.join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {state.error ? (
        <p className="pg-error" role="alert">
          The machine failed: {state.error}
        </p>
      ) : null}
    </section>
    <section className="pg-section" aria-labelledby="pg-view" data-testid="view-model">
      <h2 id="pg-view">View model</h2>
      {state.viewError ? (
        <p className="pg-error" role="alert">
          connect failed: {state.viewError}
        </p>
      ) : (
        <ValueTree value={state.view} label="View model" />
      )}
    </section>
    <section className="pg-section" aria-labelledby="pg-context" data-testid="context">
      <h2 id="pg-context">Context</h2>
      <ValueTree value={state.snapshot.context} label="Context" />
    </section>
  </>
);
