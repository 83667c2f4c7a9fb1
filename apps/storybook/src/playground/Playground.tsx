// The generic machine playground: one component drives every machine from its description. Left, what
// the viewer can do (events, the clock, injected guards, fake actors' outcomes); right, what the
// machine is (state, view model, context) and what happened (history).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ActorControls } from './ActorControls.tsx';
import { ClockControls } from './ClockControls.tsx';
import { DEMO_EPOCH, demoWorld } from './demo-world.ts';
import { EventButtons } from './EventButtons.tsx';
import { actorPathsOf } from './fake-actors.ts';
import { GuardToggles } from './GuardToggles.tsx';
import { HistoryList } from './HistoryList.tsx';
import type { PlaygroundDescription } from './machine-description.ts';
import { PlaygroundSession, type PlaygroundOptions } from './playground-session.ts';
import { StatePanel } from './StatePanel.tsx';
import './playground.css';

export type PlaygroundProps = PlaygroundOptions & { readonly description: PlaygroundDescription };

const Run = ({ description, ...options }: PlaygroundProps) => {
  const [session] = useState(() => new PlaygroundSession(description, demoWorld(), DEMO_EPOCH, options));
  const { onEvent, onEmitted } = options;
  useEffect(() => session.setCallbacks({ onEvent, onEmitted }), [session, onEvent, onEmitted]);
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const [actors] = useState(() => actorPathsOf(description));
  return (
    <main className="pg" aria-labelledby="pg-title">
      <header className="pg-header">
        <h1 id="pg-title">{description.title}</h1>
        <p>{description.summary}</p>
        <button type="button" onClick={() => session.restart()}>
          Restart machine
        </button>
      </header>
      <div className="pg-grid">
        <div className="pg-column">
          <EventButtons events={state.events} session={session} />
          <ClockControls now={state.now} epochNow={state.epochNow} running={state.running} timers={state.timers} session={session} />
          <GuardToggles guards={state.guards} session={session} />
          <ActorControls actors={actors} outcomeActors={state.outcomeActors} outcomes={state.outcomes} calls={state.calls} session={session} />
        </div>
        <div className="pg-column">
          <StatePanel state={state} />
          <HistoryList history={state.history} />
        </div>
      </div>
    </main>
  );
};

/** A new run whenever the starting choices change (Storybook controls); callbacks may change freely. */
export const Playground = (props: PlaygroundProps) => {
  const key = JSON.stringify([props.description.id, props.outcomes ?? null, props.guards ?? null, props.clockRunning ?? false]);
  return <Run key={key} {...props} />;
};
